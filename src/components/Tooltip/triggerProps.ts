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
  const props = element.props as Props;
  if (Number(version.split('.')[0]) >= 19) return props.ref as Ref<T> | undefined;
  return (element as unknown as { ref?: Ref<T> }).ref;
}

/**
 * The trigger's props with the tooltip's attributes merged in, as Radix's Slot merges them:
 * both event handlers run (the child's first), `className`s are joined, `style`s merged, and
 * for anything else the child's own value wins.
 */
export function mergeTriggerProps(outer: Props, own: Props): Props {
  const merged: Props = { ...outer, ...own };
  for (const key of Object.keys(outer)) {
    const a = outer[key];
    const b = own[key];
    if (/^on[A-Z]/.test(key) && typeof a === 'function' && typeof b === 'function') {
      merged[key] = (...args: unknown[]) => {
        b(...args);
        a(...args);
      };
    } else if (key === 'className' && a && b) merged[key] = `${String(b)} ${String(a)}`;
    else if (key === 'style' && a && b) merged[key] = { ...(a as object), ...(b as object) };
  }
  return merged;
}
