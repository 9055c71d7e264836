import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Typewriter } from '@smartburn/ui';

const meta = {
  title: 'Components/Typewriter',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Typewriter,
  args: { as: 'h1' },
  decorators: [
    (Story) => (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Loops 'SMART TRADING POOL' and 'スマート取引プール': 150 ms per character, a 3 s pause, deletion at 75 ms per character. `at` renders the frame at a given time. Screen readers always get the full phrase.",
      },
    },
  },
} satisfies Meta<typeof Typewriter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The characters the still frame shows: each is in the markup, shown or hidden (data-shown). */
const visible = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-tw^="l"][data-shown="true"]')]
    .map((letter) => letter.firstChild?.textContent)
    .join('');

export const Still: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName('SMART TRADING POOL');
    await expect(visible(canvasElement)).toBe('SMART TRADING POOL');
  },
};

export const Typing750ms: Story = {
  args: { at: 750 },
  play: async ({ canvasElement }) => {
    await expect(visible(canvasElement)).toBe('SMART');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName('SMART TRADING POOL');
  },
};

export const Pausing: Story = {
  args: { at: 18 * 150 + 2999 },
  play: async ({ canvasElement }) => {
    await expect(visible(canvasElement)).toBe('SMART TRADING POOL');
  },
};

export const Deleting: Story = {
  args: { at: 18 * 150 + 3000 + 4 * 75 + 1 },
  play: async ({ canvasElement }) => {
    await expect(visible(canvasElement)).toBe('SMART TRADING');
  },
};

export const Japanese: Story = {
  args: { at: 7050 + 9 * 150 },
  play: async ({ canvasElement }) => {
    await expect(visible(canvasElement)).toBe('スマート取引プール');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName('SMART TRADING POOL');
  },
};

export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(visible(canvasElement)).toBe('SMART TRADING POOL');
  },
};

/** The characters of each line of the heading as laid out, top to bottom ("SMART |TRADING POOL"). */
const laidOutLines = (el: HTMLElement, k: number) => {
  const rows = new Map<number, string>();
  for (const letter of el.querySelectorAll(`[data-tw^="l${k}-"]`)) {
    const top = Math.round(letter.getBoundingClientRect().top);
    rows.set(top, `${rows.get(top) ?? ''}${letter.textContent}`);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim());
};

/** In a column too narrow for the phrase, it wraps between words, never inside one (each caret is a box the line could break beside). */
export const NarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(laidOutLines(canvasElement, 0)).toEqual(['SMART', 'TRADING', 'POOL']);
  },
};

/** Don't: type out data. A figure that is typed in is unreadable for seconds; the typewriter is for the hero's phrase. */
export const DontTypeData: Story = {
  name: "Don't: type out data",
  args: { phrases: ['$1,284,562.37'], at: 600 },
};
