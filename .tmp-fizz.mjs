import { createElement as h } from 'react';
import { renderToString, renderToPipeableStream } from 'react-dom/server';
const App = () => h('div', { id: 'x' }, h('p', null, 'hello'), h('style', { href: 'sb-1', precedence: 'sb' }, '.a{color:red}'));
console.log(renderToString(h(App)));
const s = renderToPipeableStream(h(App), { onAllReady() { s.pipe(process.stdout); } });
