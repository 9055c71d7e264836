'use client';
import { DashboardApp } from '@smartburn/ui';

// The API is the test's mock server (scripts/test-package.mjs), given at build time.
export function Dashboard() {
  return <DashboardApp apiBase={process.env.NEXT_PUBLIC_API_BASE} locale="en-US" />;
}
