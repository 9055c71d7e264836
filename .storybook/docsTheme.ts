import { create } from 'storybook/theming/create';
import { colors, fonts } from '../src/theme';

/**
 * The docs pages in the page's own colours: the components are drawn for the dark background
 * (docs/requirements.md §8.2, §8.3), and on Storybook's white page their muted text would fail
 * contrast. Every text/background pair here is one the theme already proves (Foundations).
 */
export const docsTheme = create({
  base: 'dark',
  appBg: colors.background,
  appContentBg: colors.background,
  appPreviewBg: colors.background,
  appBorderColor: colors.border,
  textColor: colors.text,
  textMutedColor: colors.textMuted,
  textInverseColor: colors.background,
  barBg: colors.surface,
  barTextColor: colors.textMuted,
  barSelectedColor: colors.gold,
  colorPrimary: colors.gold,
  colorSecondary: colors.neon,
  fontBase: fonts.body,
  fontCode: fonts.mono,
});
