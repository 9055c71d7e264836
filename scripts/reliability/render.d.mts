// Types of render.mjs, for the unit test that renders the report.
import type { ReportLimits } from './limits.mjs';
export function renderReport(results: object, limits: ReportLimits): string;
