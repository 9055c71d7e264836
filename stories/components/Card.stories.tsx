import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { expect, within } from 'storybook/test';
import {
  Card,
  CardBody,
  CardGrid,
  CardHeader,
  CardTitle,
  StaleMark,
  shimmer,
  theme,
  type CardProps,
} from '@smartburn/ui';
import { mobile, STORY_NOW } from '../support';

// The tokens a story styles its sample content with, as an app does.
const { colors, fontSizes, radii, space } = theme;

const text = css(`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.text};
`);
const bars = css(`
  display: grid;
  gap: ${space[2]};
`);
const bar = css(`
  height: 1.2em;
  border-radius: ${radii.sm};
`);

/** A card with a title and one line of body text, in the tone and state the story gives. */
function DemoCard({ children, ...props }: CardProps) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle>Card title</CardTitle>
      </CardHeader>
      <CardBody>{children ?? <p css={text}>Any content: a figure, a list of trades, a message.</p>}</CardBody>
    </Card>
  );
}

const loadingBody = (
  <div css={bars} aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <div key={i} css={[shimmer, bar]} />
    ))}
  </div>
);
const staleBody = (
  <>
    <p css={text}>The last good content stays on screen.</p>
    <StaleMark lastSuccessAt={STORY_NOW - 3 * 60_000} />
  </>
);

const meta = {
  title: 'Components/Card',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Card,
  // One card at the width of a grid column on a phone; the grid stories set their own width.
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <div style={{ padding: 16, maxWidth: 1232, margin: '0 auto' }}>
          <Story />
        </div>
      ) : (
        <div style={{ padding: 24, maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
  render: (args) => <DemoCard {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The box every dashboard card is drawn in (StatCard, the Latest AI Trades card, the skeleton). ' +
          'Tone is the surface (`raised`, `placeholder`); state is the content (`ready`, `loading`, `stale`). ' +
          'Compose it from `CardHeader` + `CardTitle` and `CardBody`; lay cards out with `CardGrid`.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-tone', 'raised');
    await expect(card).toHaveAttribute('data-state', 'ready');
    await expect(within(card).getByRole('heading', { level: 3, name: 'Card title' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', children: loadingBody },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Stale: Story = {
  args: { state: 'stale', children: staleBody },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-state', 'stale');
    await expect(within(card).getByText(/Stale — last update failed, data from 3 minutes ago/)).toBeVisible();
  },
};

export const Placeholder: Story = {
  args: { tone: 'placeholder', as: 'div' },
  render: (args) => <Card {...args} />,
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-tone="placeholder"]') as HTMLElement;
    await expect(card).toBeEmptyDOMElement();
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(164);
  },
};

/** All tones and states side by side on the card grid (four columns from 1200 px, two from 640 px). */
export const OnTheGrid: Story = {
  parameters: { wide: true },
  render: () => (
    <CardGrid>
      <DemoCard />
      <DemoCard state="loading">{loadingBody}</DemoCard>
      <DemoCard state="stale">{staleBody}</DemoCard>
      <Card as="div" variant="placeholder" />
    </CardGrid>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-tone]');
    await expect([...cards].map((c) => `${c.getAttribute('data-tone')}/${c.getAttribute('data-state')}`)).toEqual([
      'raised/ready',
      'raised/loading',
      'raised/stale',
      'placeholder/ready',
    ]);
    const tops = [...cards].map((c) => Math.round(c.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1); // one row of four at 1280 px
  },
};

export const OnTheGridMobile: Story = {
  ...OnTheGrid,
  parameters: { ...OnTheGrid.parameters, ...mobile.parameters },
  globals: mobile.globals,
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('[data-tone]')];
    const lefts = cards.map((c) => Math.round(c.getBoundingClientRect().left));
    await expect(new Set(lefts).size).toBe(1); // one column at 375 px
  },
};

/** Don't: a card inside a card. Two shadows and two gold hairlines read as noise; use CardBody's column instead. */
export const DontNestCards: Story = {
  name: "Don't: nest cards",
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Outer</CardTitle>
      </CardHeader>
      <CardBody>
        <Card as="div">
          <CardHeader>
            <CardTitle as="h4">Inner</CardTitle>
          </CardHeader>
        </Card>
      </CardBody>
    </Card>
  ),
};
