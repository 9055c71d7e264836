'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { COPYRIGHT_YEAR } from '../../constants';
import { useBrand } from '../../config';
import { bareList, borderWidths, colors, fontSizes, layout, space } from '../../theme';

// Placeholders until the community links exist (docs/requirements.md §3.7).
const LINKS: readonly FooterLink[] = ['Telegram', 'Twitter', 'Discord', 'Medium'].map((label) => ({
  label,
  href: '#',
}));

/** One community link of the footer. */
export interface FooterLink {
  /** The link's text. */
  label: string;
  /** Where it goes. */
  href: string;
}

/** Props of Footer: the statement and the community links; any attribute of its `footer`. */
export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The disclaimer; default 'Smart Burn Pool powered by AI. Not financial advice.' */
  statement?: ReactNode;
  /** The community links; default Telegram, Twitter, Discord and Medium, each to '#'. */
  links?: readonly FooterLink[];
  /** The links' accessible name; default 'Community'. */
  navLabel?: string;
}

const footer = css(`
  border-top: ${borderWidths.hairline} solid ${colors.border};
  background: ${colors.background};
`);
const inner = css(`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: ${space[6]} ${layout.pagePadding}px;
  text-align: center;
`);
const statement = css(`
  margin: 0;
  color: ${colors.text};
`);
const list = css(`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[1]} ${space[4]};
`);
const link = css(`
  display: inline-block;
  padding: ${space[2]};
  color: ${colors.gold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`);
const copyright = css(`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`);

/** The footer: the disclaimer, four placeholder links and the copyright line. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    statement: statementText = 'Smart Burn Pool powered by AI. Not financial advice.',
    links = LINKS,
    navLabel = 'Community',
    ...rest
  },
  ref,
) {
  const { productName } = useBrand();
  return (
    <footer ref={ref} css={footer} {...rest}>
      <div css={inner}>
        <p css={statement}>{statementText}</p>
        <nav aria-label={navLabel}>
          <ul css={[bareList, list]}>
            {links.map(({ label, href }) => (
              <li key={label}>
                <a css={link} href={href}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p css={copyright}>
          © {COPYRIGHT_YEAR} {productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
});
Footer.displayName = 'Footer';
