'use client';
import { useState } from 'react';
import { DashboardApp, parseInitialState } from '@smartburn/ui';

// The API is the test's mock server (scripts/test-package.mjs), given at build time.
export function Dashboard({ state, basePath }: { state?: string; basePath?: string }) {
  const [initialState] = useState(() => (state ? parseInitialState(state) : undefined));
  return (
    <DashboardApp
      apiBase={process.env.NEXT_PUBLIC_API_BASE}
      locale="en-US"
      basePath={basePath}
      initialState={initialState}
    />
  );
}
