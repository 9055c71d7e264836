'use client';

import { css } from '@emotion/react';
import { COPYRIGHT_YEAR } from '../../constants';
import { useBrand } from '../../config';
import { colors, fontSizes, layout, space, borderWidths } from '../../theme';

// Placeholders until the community links exist (docs/requirements.md §3.7).
const LINKS = ['Telegram', 'Twitter', 'Discord', 'Medium'] as const;

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
  margin: 0;
  padding: 0;
  list-style: none;
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
export function Footer() {
  const { productName } = useBrand();
  return (
    <footer css={footer}>
      <div css={inner}>
        <p css={statement}>Smart Burn Pool powered by AI. Not financial advice.</p>
        <nav aria-label="Community">
          <ul css={list}>
            {LINKS.map((name) => (
              <li key={name}>
                <a css={link} href="#">
                  {name}
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
}
