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

/** Don't: a chart alone. A screen reader hears one sentence and a keyboard reaches no figure; give it its table (TrendTable). */
export const DontChartAlone: Story = {
  name: "Don't: a chart without its table",
};
