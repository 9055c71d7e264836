import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrendCsvLink } from '@smartburn/ui';

const meta = {
  title: 'Components/TrendCsvLink',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: TrendCsvLink,
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
        component: 'Downloads a range of the history as CSV (GET /api/history.csv?range=…, under the API base).',
      },
    },
  },
} satisfies Meta<typeof TrendCsvLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('href', '/api/history.csv?range=24h');
    // The file's name is the server's (Content-Disposition): the link names none.
    await expect(link).toHaveAttribute('download', '');
  },
};

export const Month: Story = {
  args: { range: '30d', children: 'Download 30 days (CSV)' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download 30 days (CSV)' });
    await expect(link).toHaveAttribute('href', '/api/history.csv?range=30d');
  },
};
