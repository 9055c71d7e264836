/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultBrand, theme } from '@smartburn/ui';

const { colors, fonts } = theme;
import { linkPreviewTexts } from '../../app/server/linkPreview';
// Drawn by `npm run share:assets` with the server's own renderer (app/server/shareImage).
import ogExample from '../../docs/og-example.png';
import ogFallback from '../../app/public/og-fallback.png';

/**
 * What a shared link to the page looks like (docs/requirements.md §6.3): the share image the server draws at
 * GET /og.png from its live snapshot, and the link preview cards Telegram and Twitter (X) make
 * from the page's Open Graph / Twitter card tags. The image here is docs/og-example.png, drawn
 * from the live simulation's data; a new image needs `npm run share:assets`.
 */
const texts = linkPreviewTexts(defaultBrand);
const DOMAIN = 'pool.example';

function TelegramCard({ image }: { image: string }) {
  return (
    // The apps are shown in their dark mode, whatever the page's theme.
    <figure data-theme="dark" style={{ margin: 0, width: 440 }}>
      <figcaption style={{ font: `600 13px ${fonts.body}`, color: colors.textMuted, marginBottom: 8 }}>
        Telegram
      </figcaption>
      <div
        style={{
          background: '#182533',
          borderRadius: 12,
          padding: 10,
          color: '#f5f5f5',
          font: `14px/1.35 ${fonts.body}`,
        }}
      >
        <p style={{ margin: '0 0 8px', color: '#8fc6ff' }}>https://{DOMAIN}/</p>
        <div style={{ borderLeft: '3px solid #64b5ef', paddingLeft: 8 }}>
          <p style={{ margin: 0, fontWeight: 700, color: '#8fc6ff' }}>{defaultBrand.siteName}</p>
          <p style={{ margin: '2px 0', fontWeight: 700 }}>{texts.title}</p>
          <p style={{ margin: '0 0 8px' }}>{texts.description}</p>
          <img
            src={image}
            alt={texts.imageAlt}
            width={420}
            height={221}
            style={{ display: 'block', borderRadius: 6, width: '100%', height: 'auto' }}
          />
        </div>
      </div>
    </figure>
  );
}

function TwitterCard({ image }: { image: string }) {
  return (
    <figure data-theme="dark" style={{ margin: 0, width: 506 }}>
      <figcaption style={{ font: `600 13px ${fonts.body}`, color: colors.textMuted, marginBottom: 8 }}>
        Twitter (X), summary_large_image
      </figcaption>
      <div
        style={{
          position: 'relative',
          border: '1px solid #2f3336',
          borderRadius: 16,
          overflow: 'hidden',
          background: '#000',
        }}
      >
        <img
          src={image}
          alt={texts.imageAlt}
          width={506}
          height={266}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
        <span
          style={{
            position: 'absolute',
            left: 12,
            bottom: 12,
            padding: '0 6px',
            borderRadius: 4,
            background: 'rgba(0,0,0,0.77)',
            color: '#fff',
            font: `13px/20px ${fonts.body}`,
          }}
        >
          {texts.title}
        </span>
      </div>
      <p style={{ margin: '4px 0 0', color: '#8b98a5', font: `13px ${fonts.body}` }}>From {DOMAIN}</p>
    </figure>
  );
}

function Previews({ image }: { image: string }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, padding: 24, alignItems: 'flex-start' }}>
      <TelegramCard image={image} />
      <TwitterCard image={image} />
    </div>
  );
}

const meta = {
  title: 'Pages/SharePreview',
  component: Previews,
  args: { image: ogExample },
} satisfies Meta<typeof Previews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Link previews of the page as the two apps its visitors come from show them. */
export const LinkPreviewCards: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const images = c.getAllByRole('img', { name: texts.imageAlt });
    await expect(images).toHaveLength(2);
    for (const img of images) await expect((img as HTMLImageElement).decode()).resolves.toBeUndefined();
    await expect(c.getAllByText(texts.title)).toHaveLength(2);
  },
};

/** The share image at its own size, 1200x630 (docs/og-example.png). */
export const ShareImage: Story = {
  parameters: { testViewport: { width: 1248, height: 700 } },
  render: ({ image }) => (
    <div style={{ padding: 24 }}>
      <img src={image} alt={texts.imageAlt} width={1200} height={630} style={{ display: 'block' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img') as HTMLImageElement;
    await img.decode();
    await expect([img.naturalWidth, img.naturalHeight]).toEqual([1200, 630]);
  },
};

/** Before the server has any data: the brand-only card (app/public/og-fallback.png). */
export const FallbackImage: Story = {
  ...ShareImage,
  args: { image: ogFallback },
};
