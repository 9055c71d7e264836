'use client';

import { useDashboard } from '../../data';
import { useBlockState } from '../../data/useBlockState';
import { LatestTradesCard } from '../LatestTradesCard';
import { forwardRef, type ReactNode } from 'react';
import type { BlockStateProps } from '../../data/useBlockState';
import { DashboardFiguresView, type DashboardFiguresViewProps } from './DashboardFiguresView';

/** Props of DashboardFigures: everything its view takes but the data and load state, which come from the API. */
export interface DashboardFiguresProps extends Omit<
  DashboardFiguresViewProps,
  'summary' | 'tradesCard' | keyof BlockStateProps
> {
  /** The Latest AI Trades card, first in the grid; default the connected `<LatestTradesCard />`. */
  tradesCard?: ReactNode;
}

/**
 * Connected: GET /api/dashboard every 30 s into the grid of 8 cards (docs/requirements.md
 * §3.3), with the connected Latest AI Trades card first unless you pass your own.
 */
export const DashboardFigures = forwardRef<HTMLElement, DashboardFiguresProps>(function DashboardFigures(
  { tradesCard = <LatestTradesCard />, ...props },
  ref,
) {
  const { data, ...block } = useBlockState(useDashboard());
  return <DashboardFiguresView ref={ref} {...props} summary={data} {...block} tradesCard={tradesCard} />;
});
DashboardFigures.displayName = 'DashboardFigures';
