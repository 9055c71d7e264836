'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useBrand } from '../../config';
import {
  alpha,
  bareList,
  borderWidths,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  headerRow,
  letterSpacings,
  lineHeights,
  mq,
  radii,
  shadows,
  space,
  zIndices,
} from '../../theme';
import { Tooltip } from '../Tooltip';
import { TelegramIcon, TwitterIcon } from './icons';

/** One in-page or outside link of the header's navigation. */
export interface HeaderLink {
  /** The link's text. */
  label: string;
  /** Where it goes: `#dashboard` for a section of the page. */
  href: string;
}

/** Props of Header: extra controls and the navigation; any attribute of its `header`. */
export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /** Extra controls at the end, e.g. the motion toggle. */
  actions?: ReactNode;
  /** The navigation; default Dashboard (#dashboard), About (#about), Tokenomics (#tokenomics). */
  links?: readonly HeaderLink[];
  /** The navigation's accessible name; default 'Sections'. */
  navLabel?: string;
  /** Where the wordmark links to; default '#main' (the page's main column). */
  homeHref?: string;
}

const NAV_LINKS: readonly HeaderLink[] = [
  { label: 'Dashboard', href: '#dashboard' },
  { label: 'About', href: '#about' },
  { label: 'Tokenomics', href: '#tokenomics' },
];

const bar = css(`
  position: relative;
  z-index: ${zIndices.header};
  border-bottom: ${borderWidths.hairline} solid ${colors.border};
  background: ${alpha.background88};
`);
const brand = css(`
  display: grid;
  line-height: ${lineHeights.tight};
  text-decoration: none;
  min-width: 0;
`);
const wordmark = css(`
  font-family: ${fonts.display};
  font-weight: ${fontWeights.heavy};
  font-size: ${fontSizes.xl};
  letter-spacing: ${letterSpacings.xl};
  color: ${colors.gold};
  overflow-wrap: anywhere;
`);
const subtitle = css(`
  font-family: ${fonts.japanese};
  font-size: ${fontSizes.xs};
  letter-spacing: ${letterSpacings['3xl']};
  color: ${colors.textMuted};
`);
const nav = css(`
  order: 3;
  flex-basis: 100%;
  ${mq.md} {
    order: 0;
    flex-basis: auto;
  }
`);
const navList = css(
  bareList,
  `
  display: flex;
  gap: ${space[1]};
`,
);
const navLink = css(`
  display: inline-block;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.sm};
  font-family: ${fonts.display};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings.lg};
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    color: ${colors.gold};
  }
`);
const actionsCss = css(`
  display: flex;
  align-items: center;
  gap: ${space[2]};
`);
const roundButton = css(`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.borderGold};
  color: ${colors.gold};
  background: ${colors.surface};
  &:hover {
    box-shadow: ${shadows.glowGold};
    border-color: ${colors.gold};
  }
`);

/** The page header: wordmark, in-page links, and the Telegram and Twitter buttons. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  { actions, links = NAV_LINKS, navLabel = 'Sections', homeHref = '#main', ...rest },
  ref,
) {
  const { productName, japaneseSubtitle, telegramUrl, twitterUrl } = useBrand();
  return (
    <header ref={ref} css={bar} {...rest}>
      <div css={headerRow}>
        <a href={homeHref} css={brand}>
          <span css={wordmark}>{productName}</span>
          <span css={subtitle} lang="ja">
            {japaneseSubtitle}
          </span>
        </a>
        <nav css={nav} aria-label={navLabel}>
          <ul css={navList}>
            {links.map((l) => (
              <li key={l.href}>
                <a css={navLink} href={l.href}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div css={actionsCss}>
          {actions}
          {[
            { name: 'Telegram', href: telegramUrl, icon: <TelegramIcon /> },
            { name: 'Twitter', href: twitterUrl, icon: <TwitterIcon /> },
          ].map(({ name, href, icon }) => (
            <Tooltip key={name} content={name}>
              <a
                css={roundButton}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${name} (opens in a new tab)`}
              >
                {icon}
              </a>
            </Tooltip>
          ))}
        </div>
      </div>
    </header>
  );
});
Header.displayName = 'Header';
