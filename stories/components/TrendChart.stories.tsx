import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendChart, type HistoryResponse, type SeriesPoint } from '@smartburn/ui';
import { historyFixtures } from '@smartburn/ui/mocks';
import { mobile } from '../support';

const series = (h: HistoryResponse, key: 'currentBalance' | 'burnPoolTotal' | 'tokensBurned'): SeriesPoint[] =>
  h.points.map((p) => ({ at: Date.parse(p.at), value: p[key] }));
const frame = (h: HistoryResponse) => ({
  from: Date.parse(h.from),
  to: Date.parse(h.to),
  range: h.range,
  burns: h.burns.map((b) => ({ at: Date.parse(b.at), title: b.title })),
});
const day = historyFixtures.populated['24h'];

const meta = {
  title: 'Components/TrendChart',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: TrendChart,
  args: { points: series(day, 'currentBalance'), ...frame(day), seriesLabel: 'Current Balance' },
  // As wide as one of the page's three charts.
  decorators: [
    (Story, { parameters }) => (
      <div style={parameters.testViewport ? { padding: 16 } : { padding: 24, maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One figure over a time range as SVG (docs/requirements.md §13.3), drawn with no script: round value ticks, dates in the page locale, a gap where the server has no sample, burns marked. Pair it with `TrendTable`.',
      },
    },
  },
} satisfies Meta<typeof TrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = chart(canvasElement);
    await expect(img).toHaveAccessibleName(
      /^Current Balance over the last 24 hours: from \$[\d,.]+ to \$1,284,562\.37/,
    );
    await expect(img.querySelectorAll('[data-part="time-axis"] text')).toHaveLength(3);
    await expect(img.querySelector('[data-part="time-axis"]')).toHaveTextContent('6:00 PM12:00 AM6:00 AM');
    await expect(img.querySelector('[data-part="value-axis"]')?.textContent).toMatch(/^\$1\.\d+M/);
    await expect(img.querySelectorAll('[data-part="burn-marks"] circle')).toHaveLength(1);
  },
};

export const Neon: Story = {
  args: { points: series(day, 'burnPoolTotal'), seriesLabel: 'Smart Burn Pool', variant: 'neon' },
};

export const Burn: Story = {
  args: { points: series(day, 'tokensBurned'), seriesLabel: 'Tokens burned', variant: 'burn', format: 'number' },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement).querySelector('[data-part="value-axis"]')?.textContent).not.toContain('$');
  },
};

export const Week: Story = {
  args: {
    points: series(historyFixtures.populated['7d'], 'currentBalance'),
    ...frame(historyFixtures.populated['7d']),
  },
};

export const Month: Story = {
  args: {
    points: series(historyFixtures.populated['30d'], 'burnPoolTotal'),
    ...frame(historyFixtures.populated['30d']),
    variant: 'neon',
  },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement).querySelectorAll('[data-part="burns"] line')).toHaveLength(5);
  },
};

/** The server was down three hours: the line stops and starts again, it does not cross the gap. */
export const Gaps: Story = {
  args: { points: series(historyFixtures.gaps['24h'], 'currentBalance') },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement).querySelectorAll('[data-part="series"] path[vector-effect]')).toHaveLength(2);
  },
};

export const OnePoint: Story = {
  args: { points: series(historyFixtures.onePoint['24h'], 'currentBalance'), burns: [] },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleName(/one sample, \$1,284,562\.37/);
    await expect(chart(canvasElement).querySelectorAll('[data-part="dots"] circle')).toHaveLength(1);
  },
};

export const Flat: Story = {
  args: { points: series(historyFixtures.flat['24h'], 'currentBalance'), burns: [] },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement).querySelector('[data-part="value-axis"]')).toHaveTextContent('$1M');
  },
};

export const HugeNumbers: Story = {
  args: { points: series(historyFixtures.huge['24h'], 'tokensBurned'), variant: 'burn', format: 'number' },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement).textContent).not.toMatch(/NaN|Infinity/);
    await expect(chart(canvasElement).getAttribute('aria-label')).not.toMatch(/NaN|Infinity/);
  },
};

export const Mobile: Story = { ...mobile };

// The scrub (docs/requirements.md §13.3): the crosshair and readout drawn from `activeIndex`, the sample's place
// among those that hold a value, oldest first. On the page, TrendsSection sets it from a pointer,
// a touch drag or the keys; here each state is a prop.
const valued = (points: readonly SeriesPoint[]) => points.filter((p) => p.value !== null).sort((a, b) => a.at - b.at);
const nearestTo = (points: readonly SeriesPoint[], at: number) => {
  const list = valued(points);
  let best = 0;
  list.forEach((p, i) => {
    if (Math.abs(p.at - at) < Math.abs(list[best]!.at - at)) best = i;
  });
  return best;
};
/** Before the largest gap between two samples. */
const beforeGap = (points: readonly SeriesPoint[]) => {
  const list = valued(points);
  let best = 0;
  for (let i = 1; i < list.length; i++)
    if (list[i]!.at - list[i - 1]!.at > list[best + 1]!.at - list[best]!.at) best = i - 1;
  return best;
};
const readoutOf = (canvasElement: HTMLElement) => chart(canvasElement).querySelector('[data-part="crosshair"] text');
const READOUT = /^\$[\d,]+\.\d{2}[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;
const dayPoints = series(day, 'currentBalance');
const gapPoints = series(historyFixtures.gaps['24h'], 'currentBalance');
const hugePoints = series(historyFixtures.huge['24h'], 'tokensBurned');

/** Idle: no crosshair until a pointer, a touch or the keys pick a sample. */
export const ScrubIdle: Story = {
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)).toBeNull();
  },
};

/** Scrubbing: a line and a dot on the sample, its value in full over its date and time. */
export const Scrubbing: Story = {
  args: { activeIndex: Math.floor(valued(dayPoints).length * 0.4) },
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)?.textContent).toMatch(READOUT);
    // Left of the middle, the readout sits in the top right corner.
    await expect(readoutOf(canvasElement)).toHaveAttribute('text-anchor', 'end');
  },
};

/** At the first sample: the readout stays inside the chart. */
export const ScrubAtStart: Story = {
  args: { activeIndex: 0 },
  play: async ({ canvasElement }) => {
    const box = readoutOf(canvasElement)!.getBoundingClientRect();
    const frameBox = chart(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frameBox.left);
    await expect(box.right).toBeLessThanOrEqual(frameBox.right);
  },
};

/** At the last sample: the readout moves to the top left corner. */
export const ScrubAtEnd: Story = {
  args: { activeIndex: valued(dayPoints).length - 1 },
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)).toHaveAttribute('text-anchor', 'start');
    await expect(readoutOf(canvasElement)).toHaveTextContent('$1,284,562.37');
    const box = readoutOf(canvasElement)!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(chart(canvasElement).getBoundingClientRect().left);
  },
};

/** Over a gap the crosshair rests on the nearest sample that holds a value, never in the gap. */
export const ScrubOverGap: Story = {
  args: { points: gapPoints, activeIndex: beforeGap(gapPoints) },
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)?.textContent).toMatch(READOUT);
  },
};

/** A burn marker under the crosshair: both stay legible, the marker keeps its title. */
export const ScrubOnBurn: Story = {
  args: { activeIndex: nearestTo(dayPoints, Date.parse(day.burns[0]!.at)) },
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)?.textContent).toMatch(READOUT);
    await expect(chart(canvasElement).querySelector('[data-part="burn-marks"] title')).toHaveTextContent(/^Burn: /);
  },
};

/** Very large values: the full figure, inside the chart. */
export const ScrubHugeValue: Story = {
  args: {
    points: hugePoints,
    variant: 'burn',
    format: 'number',
    activeIndex: Math.floor(valued(hugePoints).length * 0.6),
  },
  play: async ({ canvasElement }) => {
    await expect(readoutOf(canvasElement)?.textContent).not.toMatch(/NaN|Infinity|e\+/);
    const box = readoutOf(canvasElement)!.getBoundingClientRect();
    const frameBox = chart(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frameBox.left);
    await expect(box.right).toBeLessThanOrEqual(frameBox.right);
  },
};

/** 375 px: the readout of a large value stays inside the chart. */
export const ScrubMobile: Story = {
  ...mobile,
  args: { points: hugePoints, variant: 'burn', format: 'number', activeIndex: valued(hugePoints).length - 1 },
  play: async ({ canvasElement }) => {
    const box = readoutOf(canvasElement)!.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(chart(canvasElement).getBoundingClientRect().left);
  },
};

/** Don't: a chart alone. A screen reader hears one sentence and a keyboard reaches no figure; give it its table (TrendTable). */
export const DontChartAlone: Story = {
  name: "Don't: a chart without its table",
};
