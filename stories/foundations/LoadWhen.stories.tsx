import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Card, CardBody, CardHeader, CardTitle, loadableModule, useLoadWhen, type LoadTrigger } from '@smartburn/ui';
import { useState } from 'react';

// A section loads a part's code later and passes it to what it renders: the part never loads
// itself (CONTRIBUTING.md, "Loading later"). A module handle per mount, so each story starts unloaded.
const demoModule = () => loadableModule(() => import('./loadWhenDemoPart'));

/** A card whose part loads as `when` says. */
function Demo({ when }: { when: LoadTrigger }) {
  const [mod] = useState(demoModule);
  const { value, trigger } = useLoadWhen(mod, when);
  return (
    <Card {...trigger} tabIndex={0} aria-label="Trend chart" style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle>Trend chart</CardTitle>
      </CardHeader>
      <CardBody>{value ? <value.ScrubReady /> : <p>Point at or focus this card to load its scrub code.</p>}</CardBody>
    </Card>
  );
}

const meta = {
  title: 'Foundations/Load later',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          '`useLoadWhen(module, when)`: the one way to load code later, `now`, when the page is `idle`, when an element is `visible`, or on the first `interaction` (pointer or focus) with it. Spread `trigger` on that element.',
      },
    },
  },
  tags: ['!autodocs'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFirstInteraction: Story = {
  args: { when: 'interaction' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Trend chart' });
    await expect(canvas.getByText(/Point at or focus this card/)).toBeVisible();
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await expect(await canvas.findByText(/Scrub code loaded/)).toBeVisible();
  },
};
