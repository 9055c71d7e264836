import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TrendTable } from '@smartburn/ui';
import { historyFixtures } from '@smartburn/ui/mocks';
import { mobile } from '../support';

const meta = {
  title: 'Components/TrendTable',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: TrendTable,
  args: { points: historyFixtures.populated['24h'].points, burns: historyFixtures.populated['24h'].burns },
  decorators: [
    (Story, { parameters }) => (
      <div style={parameters.testViewport ? { padding: 16 } : { padding: 24, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The figures behind the trend charts as tables (docs/requirements.md §13.3): every sample newest first, and the burns. A focusable region named by its caption, so a keyboard can scroll it.',
      },
    },
  },
} satisfies Meta<typeof TrendTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const region = c.getByRole('region', { name: 'Figures, newest first' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const figures = c.getByRole('table', { name: 'Figures, newest first' });
    await expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time (UTC)', 'Balance', 'Burn pool', 'Tokens burned']);
    const first = within(figures).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('Jan 15, 2026, 12:00 PM');
    await expect(first).toHaveTextContent('$1,284,562.37$142,369.5812,450,000');
  },
};

/** A sample whose tokens-burned text held no number shows a dash. */
export const MissingFigure: Story = {
  args: { points: historyFixtures.huge['24h'].points.slice(-12), burns: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('cell')
        .some((cell) => cell.textContent === '—'),
    ).toBe(true);
  },
};

export const HostileTitles: Story = {
  args: { burns: historyFixtures.hostile['30d'].burns },
  play: async ({ canvasElement }) => {
    const burns = within(canvasElement).getByRole('table', { name: 'Burns' });
    await expect(burns).toHaveTextContent('<img src=x onerror="alert(1)">Burn</script>');
    await expect(burns).toHaveTextContent('=HYPERLINK("http://evil.example","x")');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Mobile: Story = { ...mobile };
