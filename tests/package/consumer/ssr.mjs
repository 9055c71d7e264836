import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DashboardApp } from '@smartburn/ui';

process.stdout.write(renderToString(createElement(DashboardApp, { ssrPath: '/', locale: 'en-US' })));
