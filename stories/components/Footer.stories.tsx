import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@smartburn/ui';
import { mobile } from '../support';

const meta = {
  title: 'Components/Footer',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Smart Burn Pool powered by AI. Not financial advice.')).toBeVisible();
    for (const name of ['Telegram', 'Twitter', 'Discord', 'Medium']) {
      await expect(c.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    await expect(c.getByText(/© 2024 SmartBurn/)).toBeVisible();
  },
};
export const Mobile: Story = { ...mobile };
