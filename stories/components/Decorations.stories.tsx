import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatingPhrases, GlitchText, StatusWord, theme } from '@smartburn/ui';

const meta = {
  title: 'Components/Decorations',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: GlitchText,
  args: { text: '$1,284,562.37' },
  parameters: {
    docs: {
      description: {
        component:
          'Decoration only, hidden from screen readers: GlitchText (a few characters flicker now and then; the real value stays the accessible text), StatusWord (Japanese status words), FloatingPhrases. All still under reduced or paused motion and in frozen stories; switch the toolbar Motion to Live to see them move.',
      },
    },
  },
} satisfies Meta<typeof GlitchText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GlitchTextStill: Story = {
  render: (args) => (
    <p style={{ padding: 24, fontSize: 32, fontFamily: 'JetBrains Mono, monospace', color: theme.colors.gold }}>
      <GlitchText {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,284,562.37')).toBeVisible();
  },
};

export const StatusWords: Story = {
  render: () => (
    <div style={{ padding: 24, display: 'flex', gap: 8 }}>
      <StatusWord randomKey={0} />
      <StatusWord randomKey={1} />
      <StatusWord randomKey={2} />
      <StatusWord randomKey={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chips = canvasElement.querySelectorAll('[lang="ja"][aria-hidden="true"]');
    await expect(chips).toHaveLength(4);
  },
};

export const FloatingPhrasesLayer: Story = {
  render: () => (
    <div style={{ position: 'relative', height: 400 }}>
      <FloatingPhrases />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-phrase]')).toHaveLength(8);
  },
};

/** Don't: glitch a sentence. The flicker is for short figures; on words it only hinders reading. */
export const DontGlitchProse: Story = {
  name: "Don't: glitch prose",
  render: () => (
    <p style={{ padding: 24, color: theme.colors.text }}>
      <GlitchText text="Half of the AI's profits collect here until the next buy-back and burn." />
    </p>
  ),
};
