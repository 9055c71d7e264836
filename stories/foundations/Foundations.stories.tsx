import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
// The theme module itself, not the package entry: Foundations documents every token, the
// contrast math and the pairs it is checked on, and not all of those are public API.
import {
  alpha,
  breakpoints,
  colors,
  contrastPairs,
  contrastRatio,
  fonts,
  fontSizes,
  layout,
  motion,
  mq,
  radii,
  shadows,
  space,
  vars,
  globalValues,
  themeNames,
  themeValues,
  type ColorName,
  type ThemeName,
} from '../../src/theme';
import { minimumContrast, themeColor } from '../../src/theme/themeColors';
import { mobile } from '../support';

// Everything on these pages is generated from the tokens: change a token, the page follows.

/** Each `var(--sb-…)` reference with its raw value (theme-independent, or the default theme's). */
const rawByVar = new Map<string, string>();
function collectRaw(references: unknown, values: unknown) {
  if (typeof references === 'string') rawByVar.set(references, String(values));
  else if (references && typeof references === 'object' && values && typeof values === 'object')
    for (const [key, child] of Object.entries(references)) collectRaw(child, (values as Record<string, unknown>)[key]);
}
collectRaw(vars, globalValues);
collectRaw(vars, themeValues[themeNames[0]]);
/** The raw value behind a token reference: 'var(--sb-motion-duration-fast)' -> '120ms'. */
const raw = (value: string) => rawByVar.get(value) ?? value;
/** The custom property of a reference: 'var(--sb-space-1)' -> '--sb-space-1'. */
const propertyOf = (value: string) => /^var\((--[\w-]+)\)$/.exec(value)?.[1];

const THEME_LABELS: Record<ThemeName, string> = {
  dark: 'Dark (default)',
  light: 'Light',
  'high-contrast': 'High contrast',
};

const page = css(`
  display: grid;
  gap: ${space[6]};
  padding: ${space[5]};
  color: ${colors.text};
`);
const heading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.xl};
  letter-spacing: 0.06em;
  color: ${colors.gold};
`);
const subheading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.md};
  letter-spacing: 0.06em;
  color: ${colors.text};
`);
const intro = css(`
  margin: 0;
  max-width: 70ch;
  color: ${colors.textMuted};
`);
const tiles = css(`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`);
const code = css(`
  font-family: ${fonts.mono};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`);
const muted = css(`
  color: ${colors.textMuted};
`);
const rows = css(`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`);
const row = css(`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  align-items: center;
  gap: ${space[4]};
`);

function Section({ title, children, note }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section css={page} aria-label={title}>
      <h2 css={heading}>{title}</h2>
      {note ? <p css={intro}>{note}</p> : null}
      {children}
    </section>
  );
}

/** A token's name, custom property and value, in mono. */
function Token({ name, value }: { name: string; value: string }) {
  const property = propertyOf(value);
  return (
    <span css={css({ display: 'grid', gap: space[1] })}>
      <span css={code}>{name}</span>
      {property ? <span css={[code, muted]}>{property}</span> : null}
      <span css={[code, muted]}>{raw(value)}</span>
    </span>
  );
}

// Colours

const swatch = css(`
  height: 64px;
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
`);

function Swatch({
  name,
  value,
  shown,
  on = colors.background,
}: {
  name: string;
  value: string;
  shown: string;
  on?: string;
}) {
  return (
    <div css={css({ display: 'grid', gap: space[2] })} data-testid="swatch">
      {/* A translucent colour is shown as it looks: over the page background. */}
      <div css={swatch} style={{ background: `linear-gradient(${value}, ${value}), ${on}` }} />
      <span css={css({ display: 'grid', gap: space[1] })}>
        <span css={code}>{name}</span>
        <span css={[code, muted]}>{propertyOf(value)}</span>
        <span css={[code, muted]}>{shown}</span>
      </span>
    </div>
  );
}

/** A theme's own region: the tokens inside resolve to that theme whatever the page's theme is. */
function ThemeRegion({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <div data-theme={theme} css={themeRegion} aria-label={`${THEME_LABELS[theme]} theme`} role="group">
      <h3 css={subheading}>{THEME_LABELS[theme]}</h3>
      {children}
    </div>
  );
}
const themeRegion = css(`
  display: grid;
  gap: ${space[4]};
  padding: ${space[4]};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
`);

const pairTile = css(`
  display: grid;
  gap: ${space[1]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
`);
const sample = css(`
  font-family: ${fonts.display};
  font-size: ${fontSizes.xl};
  font-weight: 600;
`);

/** WCAG 2.x level of a contrast ratio for normal-size text. */
const level = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'fails AA');

function ContrastPair({ theme, text, background }: { theme: ThemeName; text: ColorName; background: ColorName }) {
  const ratio = contrastRatio(themeColor(theme, text), themeColor(theme, background));
  return (
    <div css={pairTile} style={{ color: colors[text], background: colors[background] }} data-testid="contrast-pair">
      <span css={sample} aria-hidden="true">
        Aa 123
      </span>
      <span css={code}>
        {text} on {background}
      </span>
      <span css={code} data-testid="contrast-ratio">
        {ratio.toFixed(2)}:1 · {level(ratio)}
      </span>
    </div>
  );
}

// Type

const faces = [
  { token: 'display', weight: 600, sample: 'SMART TRADING POOL' },
  { token: 'body', weight: 400, sample: 'AI-Powered Gold Trading スマート取引プール' },
  { token: 'mono', weight: 500, sample: '$1,284,562.37 +3.24%' },
] as const;
/** The face a font stack asks for first: "'Orbitron', …" -> Orbitron. */
const firstFamily = (stack: string) => stack.split(',')[0]?.replace(/['"]/g, '').trim() ?? stack;

const typeSample = css(`
  margin: 0;
  line-height: 1.25;
  overflow-wrap: anywhere;
`);

// Motion

/** A CSS time token in milliseconds: '120ms' -> 120, '1.6s' -> 1600. */
const toMs = (time: string) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000);
const durations = Object.entries(motion).filter(([, v]) => /^[\d.]+m?s$/.test(raw(v)));
const easings = Object.entries(motion).filter(([, v]) => !/^[\d.]+m?s$/.test(raw(v)));
const longest = Math.max(...durations.map(([, v]) => toMs(raw(v))));

const CURVE = 96;
/** The SVG path of an easing token on a CURVE x CURVE square (time right, progress up). */
function easingPath(easing: string): string {
  const bezier = /cubic-bezier\(([^)]+)\)/.exec(easing);
  if (bezier) {
    const [x1, y1, x2, y2] = (bezier[1] as string).split(',').map(Number) as [number, number, number, number];
    const p = (x: number, y: number) => `${x * CURVE},${(1 - y) * CURVE}`;
    return `M${p(0, 0)} C${p(x1, y1)} ${p(x2, y2)} ${p(1, 1)}`;
  }
  const steps = /steps\((\d+)/.exec(easing);
  if (steps) {
    const n = Number(steps[1]);
    return Array.from({ length: n }, (_, i) => `H${((i + 1) / n) * CURVE} V${(1 - (i + 1) / n) * CURVE}`).reduce(
      (d, step) => `${d} ${step}`,
      `M0,${CURVE}`,
    );
  }
  return `M0,${CURVE} L${CURVE},0`;
}
const curve = css(`
  width: ${CURVE}px;
  height: ${CURVE}px;
  overflow: visible;
  border-left: 1px solid ${colors.border};
  border-bottom: 1px solid ${colors.border};
`);
const track = css(`
  position: relative;
  height: 12px;
  border-radius: ${radii.round};
  background: ${colors.surfaceRaised};
`);
const runner = css(`
  position: absolute;
  top: 0;
  left: 0;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${colors.gold};
  ${mq.motionOk} {
    animation: foundations-run ${motion.loopPulse} var(--easing) infinite alternate;
  }
  @keyframes foundations-run {
    to {
      left: calc(100% - 12px);
    }
  }
`);

const meta = {
  title: 'Foundations',
  tags: ['!autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens of `src/theme`, drawn from the tokens themselves. Components never write a colour, easing or page width of their own (a unit test checks).',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colour's raw value in a theme, by its reference ('var(--sb-color-…)'). */
function themeValueOf(theme: ThemeName, reference: string): string {
  const path = Object.entries(rawPaths).find(([ref]) => ref === reference)?.[1] ?? [];
  let at: unknown = themeValues[theme];
  for (const key of path) at = (at as Record<string, unknown> | undefined)?.[key];
  return typeof at === 'string' ? at : reference;
}
/** Each reference under `vars.color` with its path in the theme values. */
const rawPaths: Record<string, string[]> = {};
(function walk(node: unknown, path: string[]) {
  if (typeof node === 'string') rawPaths[node] = path;
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
})(vars.color, ['color']);

export const Colors: Story = {
  render: () => (
    <Section
      title="Colours"
      note="Dark, gold-accented: gold for the brand, one neon accent for live signals, green and red only for profit and loss. Each theme's palette, from the tokens (tokens/themes/*.json): the same names, the theme's own values."
    >
      {themeNames.map((theme) => (
        <ThemeRegion key={theme} theme={theme}>
          <div css={tiles}>
            {Object.entries(colors).map(([name, value]) => (
              <Swatch key={name} name={`colors.${name}`} value={value} shown={themeValueOf(theme, value)} />
            ))}
          </div>
          <h4 css={subheading}>Translucent variants</h4>
          <p css={intro}>Named colour + percent opacity, shown over the page background.</p>
          <div css={tiles}>
            {Object.entries(alpha).map(([name, value]) => (
              <Swatch key={name} name={`alpha.${name}`} value={value} shown={themeValueOf(theme, value)} />
            ))}
          </div>
        </ThemeRegion>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const swatches = within(canvasElement).getAllByTestId('swatch');
    await expect(swatches).toHaveLength(themeNames.length * (Object.keys(colors).length + Object.keys(alpha).length));
    await expect(within(canvasElement).getAllByText('colors.gold')).toHaveLength(themeNames.length);
    // The light theme's region shows the light values.
    const light = within(canvasElement).getByRole('group', { name: 'Light theme' });
    await expect(within(light).getByText(themeColor('light', 'background'))).toBeVisible();
  },
};

export const TextContrast: Story = {
  render: () => (
    <Section
      title="Text on backgrounds"
      note="Every text colour on every background it is used on, in each theme, with its WCAG contrast ratio. Dark and light meet AA (4.5:1), high contrast AAA (7:1); the unit tests hold the tokens to it."
    >
      {themeNames.map((theme) => (
        <ThemeRegion key={theme} theme={theme}>
          <div css={tiles}>
            {contrastPairs.map(([text, background]) => (
              <ContrastPair key={`${text}/${background}`} theme={theme} text={text} background={background} />
            ))}
          </div>
        </ThemeRegion>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const ratios = within(canvasElement).getAllByTestId('contrast-ratio');
    await expect(ratios).toHaveLength(themeNames.length * contrastPairs.length);
    for (const theme of themeNames) {
      const region = within(canvasElement).getByRole('group', { name: `${THEME_LABELS[theme]} theme` });
      for (const ratio of within(region).getAllByTestId('contrast-ratio')) {
        await expect(ratio).toHaveTextContent(minimumContrast[theme] >= 7 ? /:1 · AAA$/ : /:1 · AAA?$/);
      }
    }
  },
};

export const Typography: Story = {
  render: () => (
    <Section
      title="Type"
      note="Three self-hosted faces: a display face for the wordmark and headings, a Japanese face for body text and Japanese, and a monospaced face with tabular figures for numbers."
    >
      {faces.map((face) => (
        <div key={face.token} css={css({ display: 'grid', gap: space[3] })} data-testid="type-face">
          <h3 css={subheading}>
            fonts.{face.token}: {firstFamily(raw(fonts[face.token]))} {face.weight}
          </h3>
          <ul css={rows}>
            {Object.entries(fontSizes).map(([size, value]) => (
              <li key={size} css={row}>
                <Token name={`fontSizes['${size}']`} value={value} />
                <p
                  css={typeSample}
                  style={{
                    fontFamily: fonts[face.token],
                    fontWeight: face.weight,
                    fontSize: value,
                    fontVariantNumeric: face.token === 'mono' ? 'tabular-nums' : undefined,
                  }}
                >
                  {face.sample}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('type-face')).toHaveLength(3);
    await expect(within(canvasElement).getByText('fonts.display: Orbitron 600')).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => (
    <Section
      title="Space and layout"
      note="The spacing scale, then the box sizes the loaded page and its skeleton share."
    >
      <ul css={rows}>
        {Object.entries(space).map(([step, value]) => (
          <li key={step} css={row} data-testid="space-step">
            <Token name={`space[${step}]`} value={value} />
            <span css={css({ height: 12, background: colors.gold, borderRadius: radii.sm })} style={{ width: value }} />
          </li>
        ))}
      </ul>
      <h3 css={subheading}>Layout</h3>
      <ul css={rows}>
        {Object.entries(layout).map(([name, value]) => (
          <li key={name} css={row}>
            <Token name={`layout.${name}`} value={`${value}px`} />
          </li>
        ))}
        {Object.entries(breakpoints).map(([name, value]) => (
          <li key={name} css={row}>
            <Token name={`breakpoints.${name}`} value={`${value}px and wider`} />
          </li>
        ))}
      </ul>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('space-step')).toHaveLength(Object.keys(space).length);
  },
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Section title="Radii and shadows">
      <div css={tiles}>
        {Object.entries(radii).map(([name, value]) => (
          <div key={name} css={css({ display: 'grid', gap: space[2] })} data-testid="radius">
            <div
              css={css({ height: 64, border: `2px solid ${colors.goldDeep}`, background: colors.surface })}
              style={{ borderRadius: value }}
            />
            <Token name={`radii.${name}`} value={value} />
          </div>
        ))}
      </div>
      <div css={tiles}>
        {Object.entries(shadows).map(([name, value]) => (
          <div key={name} css={css({ display: 'grid', gap: space[3] })} data-testid="shadow">
            {name.startsWith('text') ? (
              <span css={[sample, css({ color: colors.gold })]} style={{ textShadow: value }}>
                Aa 123
              </span>
            ) : (
              <div
                css={css({ height: 64, borderRadius: radii.lg, background: colors.surface })}
                style={{ boxShadow: value }}
              />
            )}
            <Token name={`shadows.${name}`} value={value} />
          </div>
        ))}
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('radius')).toHaveLength(Object.keys(radii).length);
    await expect(within(canvasElement).getAllByTestId('shadow')).toHaveLength(Object.keys(shadows).length);
  },
};

export const Motion: Story = {
  render: () => (
    <Section
      title="Motion"
      note="Durations and easings. Things move only when the visitor has not asked for reduced motion. Each dot below runs with its easing (still in screenshots and under reduced motion)."
    >
      <ul css={rows}>
        {durations.map(([name, value]) => (
          <li key={name} css={row} data-testid="duration">
            <Token name={`motion.${name}`} value={value} />
            <span
              css={css({ height: 12, background: colors.neon, borderRadius: radii.sm })}
              style={{ width: `${(toMs(raw(value)) / longest) * 100}%` }}
            />
          </li>
        ))}
      </ul>
      <div css={tiles}>
        {easings.map(([name, value]) => (
          <div key={name} css={css({ display: 'grid', gap: space[3], alignContent: 'start' })} data-testid="easing">
            <svg css={curve} viewBox={`0 0 ${CURVE} ${CURVE}`} aria-hidden="true">
              <path d={easingPath(raw(value))} fill="none" stroke={colors.gold} strokeWidth={2} />
            </svg>
            <div css={track} aria-hidden="true">
              <span css={runner} style={{ ['--easing' as string]: value }} />
            </div>
            <Token name={`motion.${name}`} value={value} />
          </div>
        ))}
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('easing')).toHaveLength(easings.length);
    await expect(within(canvasElement).getAllByTestId('duration')).toHaveLength(durations.length);
  },
};

export const ColorsMobile: Story = { ...Colors, ...mobile };
export const TextContrastMobile: Story = { ...TextContrast, ...mobile };
export const TypographyMobile: Story = { ...Typography, ...mobile };
export const SpacingMobile: Story = { ...Spacing, ...mobile };
export const RadiiAndShadowsMobile: Story = { ...RadiiAndShadows, ...mobile };
export const MotionMobile: Story = { ...Motion, ...mobile };
