import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MotionToggle } from '@smartburn/ui';
import { mobile } from '../support';

const meta = {
  title: 'Components/MotionToggle',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: MotionToggle,
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: { description: { component: 'Pauses all decorative motion (WCAG 2.2.2); remembered for the visit.' } },
  },
} satisfies Meta<typeof MotionToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Pause motion/ });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName(/Resume motion/);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};
export const ReducedMotion: Story = { parameters: { reducedMotion: true } };
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(/Pause motion/);
  },
};
