import { renderToString } from 'react-dom/server';
import { TrendTable } from '../TrendTable/TrendTable';
import { TrendChart } from './TrendChart';

// Burn titles come from the API's activity feed (docs/requirements.md §13.3): whatever they hold
// stays text, in the server's HTML as in the browser, in the chart's SVG and in the table.
const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  '</title><script>window.__pwned=1</script>',
  '=HYPERLINK("http://evil.example","x")',
  '"]]><svg onload=alert(1)>',
];
const AT = Date.UTC(2026, 10, 24, 12);
const points = [0, 1, 2].map((i) => ({ at: AT - (2 - i) * 300_000, value: 1000 + i }));
const historyPoints = points.map((p) => ({
  at: new Date(p.at).toISOString(),
  currentBalance: p.value,
  totalGenerated: p.value,
  burnPoolTotal: p.value,
  tokensBurned: null,
}));
const burns = HOSTILE.map((title, i) => ({ at: AT - i * 60_000, title }));

/** The server's markup, parsed by a browser's parser (scripts off, as the first paint is). */
const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('hostile burn titles', () => {
  it('stay text in the chart: one <title> each, holding the whole string, no element made of them', () => {
    const doc = parse(
      renderToString(
        <TrendChart
          points={points}
          from={AT - 900_000}
          to={AT}
          range="24h"
          seriesLabel="Balance"
          burns={burns}
          timeZone="UTC"
        />,
      ),
    );
    expect(doc.querySelectorAll('img, script, svg svg[onload], [onerror], [onload]')).toHaveLength(0);
    const titles = [...doc.querySelectorAll('svg title')].map((t) => t.textContent ?? '');
    for (const title of HOSTILE) expect(titles.some((t) => t.includes(title))).toBe(true);
  });

  it('stay text in the table: each in a cell of its own, no element made of them', () => {
    const doc = parse(
      renderToString(
        <TrendTable
          points={historyPoints}
          burns={burns.map((b) => ({ at: new Date(b.at).toISOString(), title: b.title }))}
          timeZone="UTC"
        />,
      ),
    );
    expect(doc.querySelectorAll('img, script, svg, [onerror], [onload]')).toHaveLength(0);
    const cells = [...doc.querySelectorAll('td, th')].map((c) => c.textContent);
    for (const title of HOSTILE) expect(cells).toContain(title);
  });
});
