'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes } from 'react';
import { colors, fonts, fontSizes, radii, space, borderWidths, fontWeights } from '../../theme';

/** Props of NotFoundPage: where its link goes, and any attribute of its `main`. */
export interface NotFoundPageProps extends HTMLAttributes<HTMLElement> {
  /** Where "Back to the dashboard" goes; default '/'. */
  href?: string;
}

const page = css(`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${space[5]};
`);
const card = css(`
  display: grid;
  gap: ${space[4]};
  justify-items: center;
  max-width: 520px;
  padding: ${space[7]} ${space[5]};
  border-radius: ${radii.lg};
  border: ${borderWidths.hairline} solid ${colors.borderGold};
  background: ${colors.surface};
  text-align: center;
`);
const heading = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes['2xl']};
  color: ${colors.gold};
`);
const text = css(`
  margin: 0;
  color: ${colors.text};
`);
const link = css(`
  padding: ${space[2]} ${space[5]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.gold};
  color: ${colors.gold};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${colors.gold};
    color: ${colors.background};
  }
`);

/** Any path but '/' (docs/requirements.md §2.2). Its `ref` is the `main` element's. */
export const NotFoundPage = forwardRef<HTMLElement, NotFoundPageProps>(function NotFoundPage(
  { href = '/', ...rest },
  ref,
) {
  return (
    <main ref={ref} css={page} {...rest}>
      <div css={card}>
        <h1 css={heading}>404 Page Not Found</h1>
        <p css={text}>Did you forget to add the page to the router?</p>
        <a css={link} href={href}>
          Back to the dashboard
        </a>
      </div>
    </main>
  );
});
NotFoundPage.displayName = 'NotFoundPage';
