import { version, type ReactElement, type Ref, type RefCallback } from 'react';

type Props = Record<string, unknown>;

/** One ref callback that sets every given ref (object or function). */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/** The ref an element was created with: a prop since React 19, a field of the element before. */
export function refOf<T>(element: ReactElement): Ref<T> | undefined {
  return (+version.split('.')[0]! >= 19 ? (element.props as Props) : (element as unknown as Props)).ref as
    Ref<T> | undefined;
}

/**
 * The trigger's props with the tooltip's attributes merged in, as Radix's Slot merges them:
 * both event handlers run (the child's first), `className`s are joined, `style`s merged, and
 * for anything else the child's own value wins.
 */
export function mergeTriggerProps(outer: Props, own: Props): Props {
  const merged: Props = { ...outer, ...own, style: { ...(outer.style as object), ...(own.style as object) } };
  if (outer.className && own.className) merged.className = `${String(own.className)} ${String(outer.className)}`;
  for (const key in outer) {
    const [a, b] = [outer[key], own[key]];
    if (key.startsWith('on') && typeof a === 'function' && typeof b === 'function') {
      merged[key] = (...args: unknown[]) => (b(...args), a(...args));
    }
  }
  return merged;
}
