'use client';

import { useDashboard } from '../../data';
import { useBlockState } from '../../data/useBlockState';
import { LatestTradesCard } from '../LatestTradesCard';
import { DashboardFiguresView, type DashboardFiguresViewProps } from './DashboardFiguresView';

/** Props of DashboardFigures: an own trades card and the decorations; the data comes from the API. */
export type DashboardFiguresProps = Partial<
  Pick<DashboardFiguresViewProps, 'tradesCard' | 'locale' | 'renderValue' | 'renderStatus'>
>;

/**
 * Connected: GET /api/dashboard every 30 s into the grid of 8 cards (docs/requirements.md
 * §3.3), with the connected Latest AI Trades card first unless you pass your own.
 */
export function DashboardFigures({ tradesCard = <LatestTradesCard />, ...decorations }: DashboardFiguresProps) {
  const { data, ...block } = useBlockState(useDashboard());
  return <DashboardFiguresView summary={data} {...block} tradesCard={tradesCard} {...decorations} />;
}
