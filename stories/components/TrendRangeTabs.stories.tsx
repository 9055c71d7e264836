import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrendRangeTabs, type HistoryRange } from '@smartburn/ui';

const meta = {
  title: 'Components/TrendRangeTabs',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: TrendRangeTabs,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The time-range selector of the trends (docs/requirements.md §13.3): a WAI-ARIA tablist with manual activation. Arrow keys move the focus, Enter or Space selects.',
      },
    },
  },
} satisfies Meta<typeof TrendRangeTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: the arrows move the focus only; Enter and Space select; Home and End reach the ends; the Tab key leaves from the selected tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tablist', { name: 'Time range' })).toBeVisible();
    const tabs = c.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(['24 hours', '7 days', '30 days', '90 days', '1 year', 'All']);
    const [day, week] = tabs as [HTMLElement, HTMLElement];
    const all = tabs.at(-1) as HTMLElement;
    await expect(day).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(week).toHaveFocus();
    await expect(day).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(day).toHaveFocus(); // wraps
    await userEvent.keyboard('{End}');
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('all');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(day).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
  },
};

export const Controlled: Story = {
  render: function Controlled(args) {
    const [range, setRange] = useState<HistoryRange>('7d');
    return <TrendRangeTabs {...args} value={range} onValueChange={setRange} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('tab', { name: '30 days' }));
    await expect(c.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const CustomLabels: Story = {
  args: { labels: { '24h': '1D', '7d': '1W', '30d': '1M' }, defaultValue: '30d' },
};
