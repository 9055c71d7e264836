import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Header, MotionToggle } from '@smartburn/ui';
// Not public API (SmartBurnProvider sets the brand in an app); a story overrides it locally.
import { mobile } from '../support';

const meta = {
  title: 'Components/Header',
  // The docs page is the MDX file beside this one.
  tags: ['!autodocs'],
  component: Header,
  args: { actions: <MotionToggle /> },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('SmartBurn')).toBeVisible();
    await expect(c.getByText('スマートバーン・プール')).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '#dashboard'],
      ['About', '#about'],
      ['Tokenomics', '#tokenomics'],
    ] as const) {
      await expect(c.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const [name, href] of [
      ['Telegram (opens in a new tab)', 'https://t.me/smartburnpool'],
      ['Twitter (opens in a new tab)', 'https://twitter.com/smartburnpool'],
    ] as const) {
      const link = c.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Mobile: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const CustomBrand: Story = {
  parameters: {
    brand: {
      productName: 'GoldFlame',
      japaneseSubtitle: 'ゴールドフレイム',
      telegramUrl: 'https://t.me/goldflame',
      locale: 'en-US',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GoldFlame')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/goldflame',
    );
  },
};

export const LongBrandMobile: Story = {
  ...mobile,
  parameters: { ...mobile.parameters, brand: { productName: 'SmartBurnUltraDeflationaryGoldPool', locale: 'en-US' } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
