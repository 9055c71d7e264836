import type { ToastInput } from '@smartburn/ui';

/**
 * What `toast(input)` takes. Storybook draws props tables from components, so this stand-in
 * takes `toast()`'s input as its props: the Toast docs page shows `ToastInput`, field by field.
 */
export function ToastInputDocs(input: ToastInput) {
  void input;
  return null;
}
