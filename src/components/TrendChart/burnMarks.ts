import type { TrendBurn } from './types';

/** One marker on a chart's time line: the burns it stands for (one, or several too close to tell apart). */
export interface BurnMark {
  /** Where the marker sits, as a share of the time axis (its first burn's). */
  share: number;
  burns: TrendBurn[];
}

/**
 * The burns as markers (docs/requirements.md §13.3): a burn closer than `mergeShare` of the axis
 * to the marker before joins it, so markers never overlap and none hides another; each marker
 * keeps every burn it stands for. Unsorted input is sorted by time.
 */
export function burnMarks(burns: readonly TrendBurn[], share: (at: number) => number, mergeShare: number): BurnMark[] {
  const marks: BurnMark[] = [];
  for (const burn of [...burns].sort((a, b) => a.at - b.at)) {
    const at = share(burn.at);
    const last = marks[marks.length - 1];
    if (last && at - last.share < mergeShare) last.burns.push(burn);
    else marks.push({ share: at, burns: [burn] });
  }
  return marks;
}
