import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from '@smartburn/ui';
import { mobile } from '../support';

const meta = {
  title: 'Components/Hero',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Hero,
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveAccessibleName('SMART TRADING POOL');
    await expect(c.getByText('AI-Powered Gold Trading & Token Burning System')).toBeVisible();
    await expect(c.getByText('System Active • Trading Live')).toBeVisible();
  },
};
export const MidTyping: Story = { args: { typewriterAt: 150 * 11 } };
export const Mobile: Story = { ...mobile };
export const ReducedMotion: Story = { parameters: { reducedMotion: true } };
