import { useEffect, useRef } from 'react';
import { toast } from '../../components/Toast/toastApi';
import type { Activity } from '../../data/types';

/**
 * A default toast when a burn arrives by polling while the page is open. Activities present
 * on the first load are history, not news; each id is announced at most once.
 */
export function useNewBurnToast(activities: readonly Activity[] | undefined) {
  const seen = useRef<Set<Activity['id']> | null>(null);
  useEffect(() => {
    if (!activities) return;
    if (seen.current === null) {
      seen.current = new Set(activities.map((a) => a.id));
      return;
    }
    const known = seen.current;
    const fresh = activities.filter((a) => !known.has(a.id));
    for (const a of fresh) known.add(a.id);
    const burn = fresh.find((a) => a.type === 'burn');
    if (burn) toast({ title: `New burn: ${burn.title}`, description: burn.description });
  }, [activities]);
}
