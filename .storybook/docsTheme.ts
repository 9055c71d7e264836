import { create } from 'storybook/theming/create';
import { globalValues } from '../src/theme';
import { themeColor } from '../src/theme/themeColors';

const dark = (name: Parameters<typeof themeColor>[1]) => themeColor('dark', name);

/**
 * The docs pages in the page's own (default, dark) colours: the components are drawn for the
 * dark background (docs/requirements.md §8.2, §8.3), and on Storybook's white page their muted
 * text would fail contrast. Storybook's theming needs plain colour values, not the CSS
 * variables the components read, so these are the dark theme's raw values; every
 * text/background pair here is one the theme already proves (Foundations).
 */
export const docsTheme = create({
  base: 'dark',
  appBg: dark('background'),
  appContentBg: dark('background'),
  appPreviewBg: dark('background'),
  appBorderColor: dark('border'),
  textColor: dark('text'),
  textMutedColor: dark('textMuted'),
  textInverseColor: dark('background'),
  barBg: dark('surface'),
  barTextColor: dark('textMuted'),
  barSelectedColor: dark('gold'),
  colorPrimary: dark('gold'),
  colorSecondary: dark('neon'),
  fontBase: globalValues.font.family.body,
  fontCode: globalValues.font.family.mono,
});
