'use client';

import { css } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import {
  colors,
  fonts,
  fontSizes,
  layout,
  mq,
  radii,
  shadows,
  shimmer,
  space,
  fontWeights,
  letterSpacings,
} from '../../theme';

/**
 * How a card's surface looks:
 * - `raised`: the dashboard card (dark gradient, gold hairline on top, soft shadow);
 * - `placeholder`: the shape of a card before anything has loaded (the skeleton's blocks).
 */
export type CardVariant = 'raised' | 'placeholder';

/** @deprecated Renamed `CardVariant` (CONTRIBUTING.md, "One vocabulary"); removed in the next minor version. */
export type CardTone = CardVariant;

/**
 * What a card's content is:
 * - `ready`: current data (or a message such as an inline error);
 * - `loading`: its first load is under way (`aria-busy`);
 * - `stale`: its last refresh failed and the content is the last good data (red hairline).
 */
export type CardState = 'ready' | 'loading' | 'stale';

/** Props of Card: its element, variant and state, and any attribute of that element. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element: `article` for a card that stands on its own, `div` for a placeholder.
   * @default article
   */
  as?: 'article' | 'section' | 'div';
  /**
   * The surface.
   * @default raised
   */
  variant?: CardVariant;
  /**
   * Deprecated: renamed `variant`; removed in the next minor version.
   * @deprecated Use `variant`.
   */
  tone?: CardVariant;
  /** What the content is; default `ready`. */
  state?: CardState;
  /** `CardHeader` and `CardBody`, or any content. */
  children?: ReactNode;
}

/** Props of CardHeader: the title row of a card. */
export interface CardHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** The title first, then whatever sits at the end of the row (a status word, an info button). */
  children?: ReactNode;
}

/** Props of CardTitle: the heading of a card. */
export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * The heading level in the page's outline (the dashboard's section is the h2).
   * @default h3
   */
  as?: 'h2' | 'h3' | 'h4';
  /** The title text. */
  children?: ReactNode;
}

/** Props of CardBody: the content of a card. */
export interface CardBodyProps extends HTMLAttributes<HTMLDivElement> {
  /** The card's content, in a column that fills the card. */
  children?: ReactNode;
}

/** Props of CardGrid: the responsive grid of cards. */
export interface CardGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The cards: one column on phones, two from `breakpoints.sm`, four from `breakpoints.lg`. */
  children?: ReactNode;
}

const card = css(`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-height: ${layout.cardMinHeight}px;
  min-width: 0;
  padding: ${space[5]};
  border-radius: ${radii.lg};
  overflow: hidden;
`);
const raised = css(`
  background: linear-gradient(160deg, ${colors.surfaceRaised} 0%, ${colors.surface} 60%);
  box-shadow: ${shadows.card};
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 2px;
    background: linear-gradient(90deg, transparent, ${colors.goldDeep}, transparent);
  }
  &[data-state='stale'] {
    box-shadow: ${shadows.cardStale};
  }
`);
const header = css(`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  min-height: 24px;
`);
const title = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings['2xl']};
  text-transform: uppercase;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`);
// Fills the card below the header, so a part with `margin-top: auto` sits on the card's floor.
const body = css(`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  min-width: 0;
`);
const grid = css(`
  display: grid;
  gap: ${layout.gridGap}px;
  grid-template-columns: minmax(0, 1fr);
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`);

/**
 * The box every dashboard card is drawn in: at least `layout.cardMinHeight` tall, so a loaded
 * card and its placeholder take the same room. Compose it from `CardHeader` (with `CardTitle`)
 * and `CardBody`; lay cards out with `CardGrid`.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as, variant, tone, state = 'ready', children, ...rest },
  ref,
) {
  const Tag = as ?? 'article';
  const surface = variant ?? tone ?? 'raised';
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      css={[card, surface === 'placeholder' ? shimmer : raised]}
      data-tone={surface}
      data-state={state}
      aria-busy={state === 'loading' ? true : undefined}
      {...rest}
    >
      {children}
    </Tag>
  );
});
Card.displayName = 'Card';

/** The card's top row: the title, then anything that belongs at the end (status, info button). */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(props, ref) {
  return <div ref={ref} css={header} {...props} />;
});
CardHeader.displayName = 'CardHeader';

/** The card's name in small display capitals. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { as: Tag = 'h3', ...rest },
  ref,
) {
  return <Tag ref={ref} css={title} {...rest} />;
});
CardTitle.displayName = 'CardTitle';

/** Everything below the header: a column that fills the card. */
export const CardBody = forwardRef<HTMLDivElement, CardBodyProps>(function CardBody(props, ref) {
  return <div ref={ref} css={body} {...props} />;
});
CardBody.displayName = 'CardBody';

/** The grid the dashboard's cards (and the skeleton's placeholders) sit on. */
export const CardGrid = forwardRef<HTMLDivElement, CardGridProps>(function CardGrid(props, ref) {
  return <div ref={ref} css={grid} {...props} />;
});
CardGrid.displayName = 'CardGrid';
