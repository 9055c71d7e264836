import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast, type ToastInput } from '@smartburn/ui';

function ToastDemo({ toasts }: { toasts: ToastInput[] }) {
  return (
    <div style={{ padding: 24, minHeight: 320 }}>
      <button type="button" onClick={() => toasts.forEach((t) => toast(t))}>
        Raise toast
      </button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: ToastDemo,
  parameters: {
    docs: {
      description: {
        component:
          'Radix Toast with the required settings (docs/requirements.md §7.1): 1 visible, 5000 ms, removed 1,000,000 ms after dismissal, swipe right 50 px, F8 focuses the region. Raise one with `toast({ title, description, variant })`.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const raise = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Raise toast' }));
};

export const Default: Story = {
  args: { toasts: [{ title: 'New burn: Token burn executed', description: '250,000 SBP bought back and burned' }] },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toastEl = await body.findByText('New burn: Token burn executed');
    await expect(toastEl).toBeVisible();
    await expect(toastEl.closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  },
};

export const Destructive: Story = {
  args: {
    toasts: [
      {
        variant: 'destructive',
        title: "Couldn't refresh latest trades",
        description: '500: Internal Server Error. Showing the last data received.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const toastEl = await body.findByText("Couldn't refresh latest trades");
    await expect(toastEl.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  },
};

export const Replaced: Story = {
  args: {
    toasts: [
      { title: 'First toast', description: 'This one is replaced.' },
      { title: 'Second toast', description: 'Only one toast is visible at a time.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const list = canvasElement.ownerDocument.querySelector('[role="region"] ol') as HTMLElement;
    const viewport = within(list);
    await expect(await viewport.findByText('Second toast')).toBeVisible();
    await expect(viewport.queryByText('First toast')).toBeNull();
    await expect(list.querySelectorAll('li')).toHaveLength(1);
  },
};

export const F8FocusesTheRegion: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    await raise(canvasElement);
    const doc = canvasElement.ownerDocument;
    await within(doc.body).findByText('New burn: Token burn executed');
    await userEvent.keyboard('[F8]');
    // Radix moves focus to the toast viewport, inside the "Notifications (F8)" region.
    await waitFor(() => expect(doc.activeElement?.tagName).toBe('OL'));
    await expect(doc.activeElement?.closest('[role="region"]')).toHaveAttribute('aria-label', 'Notifications (F8)');
  },
};
