import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from '@smartburn/ui';

const meta = {
  title: 'Components/Tooltip',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Tooltip,
  args: {
    content: 'Half of the AI profits collect here until the next burn.',
    children: <button type="button">Hover me</button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '96px 48px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: { component: 'Radix Tooltip: opens after 700 ms (300 ms skip-delay) on hover or keyboard focus.' },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Hover me' }));
    const body = within(canvasElement.ownerDocument.body);
    // Not before the 700 ms delay...
    await expect(body.queryByRole('tooltip')).toBeNull();
    // ...but after it.
    const tip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tip).toHaveTextContent('Half of the AI profits collect here until the next burn.');
  },
};

export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: 2000 });
  },
};

/** Controlled: `open` and `onOpenChange` (here open from the start; hover and Escape ask to change it). */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const tip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tip).toHaveTextContent('Half of the AI profits collect here until the next burn.');
  },
};

/** Don't: a tooltip on something that cannot take focus: keyboard users never see it. Wrap a button or a link. */
export const DontOnPlainText: Story = {
  name: "Don't: on plain text",
  args: { children: <span>Hover me (no keyboard way in)</span> },
};
