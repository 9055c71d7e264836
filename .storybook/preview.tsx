import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { FIXTURE_NOW, handlers } from '@smartburn/ui/mocks';
import { SmartBurnProvider, createQueryClient, type BrandConfig } from '@smartburn/ui';
// Internals Storybook needs to make every story deterministic; not public API.
import { createSeededRandom } from '../src/motion/random';
import { preloadDeferred } from '../src/deferred/parts';
import { toastStore } from '../src/components/Toast/toastStore';
import '../app/fonts';
import { docsTheme } from './docsTheme';

const STORY_LOCALE = 'en-US';
const STORY_SEED = 42;

/**
 * Every story gets the providers the app has (theme, brand, API, a fresh QueryClient with
 * retries off, motion, tooltips, toasts), with the clock frozen at the fixtures' reference
 * time and a seeded random source, so every run renders the same pixels.
 * A story's `parameters.brand` is its brand, as an app passes `brand` to SmartBurnProvider.
 * The "Motion" toolbar switches a designer's view to the live clock and real randomness.
 */
function StoryProviders({
  live,
  reduced,
  brand,
  children,
}: {
  live: boolean;
  reduced: boolean;
  brand: Partial<BrandConfig> | undefined;
  children: ReactNode;
}) {
  // A fresh client and random source per story: nothing leaks between stories.
  const [queryClient] = useState(() => createQueryClient());
  const [random] = useState(() => createSeededRandom(STORY_SEED));
  return (
    <SmartBurnProvider
      queryClient={queryClient}
      // The stories' API is this package's mock server, which serves the history (mocks/history.ts).
      history
      brand={{ locale: STORY_LOCALE, ...brand }}
      motion={{
        frozenAt: live ? undefined : FIXTURE_NOW,
        random: live ? undefined : random,
        reducedMotion: reduced ? true : undefined,
        initialPaused: false,
      }}
    >
      {children}
    </SmartBurnProvider>
  );
}

/**
 * The "Theme" toolbar: the attribute on the preview's <html>, as the app's server sets it, so
 * every story (and the page background) switches with no re-render (docs/requirements.md §8.4).
 * The screenshot test switches the same attribute itself (.storybook/test-runner.ts).
 */
const withTheme: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'dark');
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-theme', theme);
  return <Story />;
};

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    key={context.id}
    live={context.globals.motion === 'live'}
    reduced={context.globals.reducedMotion === 'reduce' || context.parameters.reducedMotion === true}
    brand={context.parameters.brand as Partial<BrandConfig> | undefined}
  >
    <Story />
  </StoryProviders>
);

/** A union's literals in one order: docgen lists them in whatever order TypeScript met them, which changes between builds. */
const sortedLiterals = (summary: string) => {
  const parts = summary.split(' | ');
  return parts.length > 1 && parts.every((p) => /^(["']).*\1$/.test(p)) ? [...parts].sort().join(' | ') : summary;
};

/** Props tables that read the same on every build (their screenshots are compared). */
const stableUnions: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.type?.summary;
      const type = argType.type;
      return [
        name,
        {
          ...argType,
          ...(type && type.name === 'enum' ? { type: { ...type, value: [...type.value].sort() } } : {}),
          ...(summary && argType.table
            ? { table: { ...argType.table, type: { ...argType.table.type, summary: sortedLiterals(summary) } } }
            : {}),
        },
      ];
    }),
  );

const preview: Preview = {
  argTypesEnhancers: [stableUnions],
  // The toast region, tooltip popups and decorations load after the first paint in the app;
  // stories show them from the first frame, as their screenshots always have.
  loaders: [mswLoader(), () => preloadDeferred()],
  // Toasts live in a page-wide store: start every story without any.
  beforeEach: () => toastStore.reset(),
  decorators: [withProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the design tokens',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark (default)' },
          { value: 'light', title: 'Light' },
          { value: 'high-contrast', title: 'High contrast' },
          { value: 'system', title: 'System setting' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Decorative motion and clock',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'frozen', title: 'Frozen (as in tests)' },
          { value: 'live', title: 'Live clock and motion' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'prefers-reduced-motion',
      toolbar: {
        title: 'Reduced motion',
        icon: 'accessibility',
        items: [
          { value: 'system', title: 'System setting' },
          { value: 'reduce', title: 'Reduce' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', motion: 'frozen', reducedMotion: 'system' },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    msw: { handlers },
    docs: { toc: true, theme: docsTheme },
    // The app team's page and the designers' foundations first, then the parts.
    options: { storySort: { order: ['Getting started', 'Foundations', 'Tokens', 'Components', 'Pages', 'Changelog'] } },
  },
  tags: ['autodocs'],
};

export default preview;
