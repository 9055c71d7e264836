import type { HTMLAttributes, ReactNode } from 'react';

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
