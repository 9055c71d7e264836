import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from '@smartburn/ui';
import { mobile } from '../support';

const meta = {
  title: 'Components/HowItWorks',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: HowItWorks,
  // The ids the page gives it, for the header's #about and #tokenomics links.
  args: { id: 'about', stepsId: 'tokenomics' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1232, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HowItWorks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('How SmartBurn Works');
    const steps = c.getByRole('list', { name: 'Tokenomics' });
    await expect(steps).toHaveAttribute('id', 'tokenomics');
    await expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['5% Transaction Tax', 'AI Gold Trading', '50% Reinvestment', 'Token Burns']);
    await expect(steps).toHaveTextContent('every 3-7 days');
    for (const h of [
      '5+ Years',
      'AI Trading Experience',
      'Deflationary',
      'Regular Token Burns',
      'Transparent',
      'Live Dashboard Updates',
    ]) {
      await expect(c.getByText(h)).toBeVisible();
    }
    await expect(canvasElement.querySelector('section#about')).not.toBeNull();
  },
};
export const Mobile: Story = { ...mobile };
