import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from '@smartburn/ui';
import { mobile } from '../support';

const meta = { title: 'Pages/NotFoundPage', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(c.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  },
};
export const Mobile: Story = { ...mobile };
export const UnderSubPath: Story = {
  args: { href: '/pool/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/pool/',
    );
  },
};
