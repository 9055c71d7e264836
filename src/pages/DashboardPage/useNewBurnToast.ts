'use client';

import { useEffect, useRef } from 'react';
import { toast } from '../../components/Toast/toastApi';
import type { Activity } from '../../data/types';

type Id = Activity['id'];

/**
 * The activities of `latest` that were not in the previous answer (`known`; null before the
 * first answer, which is history, not news), and the ids to remember for next time: only the
 * latest answer's, so a page left open for days remembers one answer's worth of ids, not
 * every id it ever saw. (An id that drops out of the API's list and comes back counts as new.)
 */
export function newArrivals(
  known: ReadonlySet<Id> | null,
  latest: readonly Activity[],
): { fresh: Activity[]; known: Set<Id> } {
  const ids = new Set(latest.map((a) => a.id));
  if (known === null) return { fresh: [], known: ids };
  return { fresh: latest.filter((a) => !known.has(a.id)), known: ids };
}

/** A default toast when a burn arrives by polling while the page is open; each arrival announced once. */
export function useNewBurnToast(activities: readonly Activity[] | undefined) {
  const known = useRef<Set<Id> | null>(null);
  useEffect(() => {
    if (!activities) return;
    const next = newArrivals(known.current, activities);
    known.current = next.known;
    const burn = next.fresh.find((a) => a.type === 'burn');
    if (burn) toast({ title: `New burn: ${burn.title}`, description: burn.description });
  }, [activities]);
}
