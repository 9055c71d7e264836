/** @jsxImportSource react */
// Laid out by satori (flexbox subset of CSS, inline styles only), not by a browser: plain React
// elements, no Emotion. Colours are the raw values of the page's theme tokens in the chosen theme.
import { themePalette, type ThemePalette, type ThemeName } from '@smartburn/ui';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../limits';
import { SHARE_FONT } from './fonts';
import type { ShareCardModel } from './model';

const PADDING_X = 64;
const CONTENT_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING_X;
/** JetBrains Mono advances every glyph by 0.6 em, so a line's width is known before layout. */
const MONO_ADVANCE_EM = 0.6;

/** The largest size up to `max` at which `text` fits `width` in one line of the mono face. */
export function monoFontSize(text: string, width: number, max: number, min = 16): number {
  const chars = Math.max(1, [...text].length);
  return Math.max(min, Math.min(max, Math.floor(width / (chars * MONO_ADVANCE_EM))));
}

const oneLine = {
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
} as const;

/** `#rrggbb` at an opacity, as CSS rgba(). */
function rgba(hex: string, opacity: number): string {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${opacity.toFixed(2)})`;
}

const labelStyle = (colors: ThemePalette) =>
  ({
    fontFamily: SHARE_FONT.display,
    fontWeight: 600,
    fontSize: 20,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: colors.textMuted,
    ...oneLine,
  }) as const;

function Brand({ model, colors }: { model: ShareCardModel; colors: ThemePalette }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 760 }}>
      <div
        style={{
          fontFamily: SHARE_FONT.display,
          fontWeight: 800,
          fontSize: 60,
          letterSpacing: '0.08em',
          color: colors.gold,
          ...oneLine,
        }}
      >
        {model.productName}
      </div>
      <div
        style={{
          fontFamily: SHARE_FONT.japanese,
          fontWeight: 400,
          fontSize: 26,
          letterSpacing: '0.2em',
          color: colors.textMuted,
          marginTop: 6,
          ...oneLine,
        }}
      >
        {model.japaneseSubtitle}
      </div>
    </div>
  );
}

function Stat({ title, value, width, colors }: { title: string; value: string; width: number; colors: ThemePalette }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        width,
        padding: '20px 28px',
        borderRadius: 18,
        border: `2px solid ${colors.borderGold}`,
        backgroundColor: colors.surface,
      }}
    >
      <div style={labelStyle(colors)}>{title}</div>
      <div
        style={{
          fontFamily: SHARE_FONT.mono,
          fontWeight: 500,
          fontSize: monoFontSize(value, width - 60, 44),
          color: colors.text,
          marginTop: 8,
          ...oneLine,
        }}
      >
        {value}
      </div>
    </div>
  );
}

/** The share card: the page's header, its three headline figures and the time of the data. */
export function ShareCard({ model, theme = 'dark' }: { model: ShareCardModel; theme?: ThemeName }) {
  const { figures } = model;
  const colors = themePalette(theme);
  const label = labelStyle(colors);
  const statWidth = (CONTENT_WIDTH - 32) / 2;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        padding: `48px ${PADDING_X}px 40px`,
        backgroundColor: colors.background,
        backgroundImage: `radial-gradient(circle at 88% 0%, ${rgba(colors.gold, 0.2)}, ${rgba(colors.background, 0)} 55%), radial-gradient(circle at 0% 100%, ${rgba(colors.neon, 0.1)}, ${rgba(colors.background, 0)} 45%)`,
        border: `3px solid ${colors.borderGold}`,
        color: colors.text,
        fontFamily: SHARE_FONT.japanese,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Brand model={model} colors={colors} />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            padding: '10px 20px',
            borderRadius: 999,
            border: `2px solid ${rgba(colors.neon, 0.45)}`,
            backgroundColor: rgba(colors.neon, 0.08),
            color: colors.neon,
            fontFamily: SHARE_FONT.display,
            fontWeight: 600,
            fontSize: 18,
            letterSpacing: '0.12em',
          }}
        >
          <div style={{ width: 12, height: 12, borderRadius: 6, backgroundColor: colors.neon, marginRight: 12 }} />
          {figures ? 'LIVE DATA' : 'TRADING LIVE'}
        </div>
      </div>

      {figures ? (
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={label}>Current Balance</div>
          <div
            style={{
              fontFamily: SHARE_FONT.mono,
              fontWeight: 500,
              fontSize: monoFontSize(figures.currentBalance, CONTENT_WIDTH, 104),
              lineHeight: 1.15,
              color: colors.gold,
              marginTop: 4,
              ...oneLine,
            }}
          >
            {figures.currentBalance}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 24 }}>
            <Stat title="Total Generated" value={figures.totalGenerated} width={statWidth} colors={colors} />
            <Stat
              title={`${model.productName} Burned`}
              value={figures.tokensBurned || '—'}
              width={statWidth}
              colors={colors}
            />
          </div>
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontWeight: 700, fontSize: 54, lineHeight: 1.2, color: colors.text, maxWidth: 900 }}>
            AI-Powered Gold Trading &amp; Token Burning System
          </div>
          <div style={{ fontSize: 28, color: colors.textMuted, marginTop: 20 }}>
            Live pool statistics, AI trades and token burns.
          </div>
        </div>
      )}

      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 20,
          color: colors.textMuted,
        }}
      >
        <div style={{ fontFamily: SHARE_FONT.mono, fontWeight: 500, ...oneLine, maxWidth: 700 }}>
          {figures ? `Data as of ${figures.asOf}` : 'Not financial advice.'}
        </div>
        <div style={{ fontWeight: 700, color: colors.goldDeep, ...oneLine, maxWidth: 400 }}>{model.siteName}</div>
      </div>
    </div>
  );
}
