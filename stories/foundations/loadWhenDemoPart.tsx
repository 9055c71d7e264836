// The code a LoadWhen story loads later: a chunk of its own in the Storybook build.

/** What the demo card shows once its code has loaded. */
export function ScrubReady() {
  return <p>Scrub code loaded: drag across the chart to read each point.</p>;
}
