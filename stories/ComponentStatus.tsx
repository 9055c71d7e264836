/** How far a component can be relied on (as Primer's `*.docs.json` status). */
export type ComponentStatus = 'stable' | 'experimental' | 'deprecated';

/** A component's `stories/components/X.docs.json`: what its docs page says about it beside the prose. */
export interface ComponentDocs {
  /** The component the page is about. */
  component: string;
  status: ComponentStatus;
}

const meaning: Record<ComponentStatus, string> = {
  stable:
    'ready for the app; its props change only with a major version (a minor one before 1.0), and a changeset says so.',
  experimental: 'new in the next release: it works and is tested, but its props may still change in a minor version.',
  deprecated: 'still works, but is removed in the next minor version: its docs say what replaces it.',
};

/** The status line at the top of a component's docs page, from its `X.docs.json`. */
export function ComponentStatusLine({ component, status }: ComponentDocs) {
  return (
    <p data-status={status}>
      <strong>
        Status: {status} ({component})
      </strong>{' '}
      — {meaning[status]}
    </p>
  );
}
