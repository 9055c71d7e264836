import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardSkeleton } from '@smartburn/ui';
import { mobile } from '../support';

const meta = {
  title: 'Components/DashboardSkeleton',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: DashboardSkeleton,
  parameters: {
    docs: {
      description: {
        component: 'Header, two title bars and 8 blocks on the page grid, so nothing jumps when data arrives.',
      },
    },
  },
} satisfies Meta<typeof DashboardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading dashboard' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('[data-part="header"]')).toHaveLength(1);
    await expect(status.querySelectorAll('[data-part="title-bar"]')).toHaveLength(2);
    await expect(status.querySelectorAll('[data-part="block"]')).toHaveLength(8);
  },
};
export const Mobile: Story = { ...mobile };
export const ReducedMotion: Story = { parameters: { reducedMotion: true } };
