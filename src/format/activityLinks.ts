import { ACTIVITY_ID_MAX_CHARS } from '../constants';

/** A transaction hash as an activity's `txHash` carries it: `0x` and 64 hex digits. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
/** Whether `value` is a transaction hash an explorer link may be made from (TX_HASH_PATTERN). */
export const isTxHash = (value: unknown): value is string => typeof value === 'string' && TX_HASH_PATTERN.test(value);

/**
 * The ids that can have a page of their own: URL-safe characters only (letters, digits, `.`, `_`,
 * `~`, `-`), so the path needs no escaping and an odd id never reaches a store.
 */
export const ACTIVITY_ID_PATTERN = new RegExp(`^[A-Za-z0-9._~-]{1,${ACTIVITY_ID_MAX_CHARS}}$`);

/** The place of the id in an activity page template (`/activity/{id}`). */
export const ACTIVITY_ID_SLOT = '{id}';
/** The place of the hash in an explorer template (`https://etherscan.io/tx/{txHash}`). */
export const TX_HASH_SLOT = '{txHash}';

/** The link to an activity's own page, or undefined without a template or for an id that cannot have one. */
export function activityHref(template: string | undefined, id: string | number): string | undefined {
  const text = String(id);
  if (!template || !ACTIVITY_ID_PATTERN.test(text)) return undefined;
  return template.replaceAll(ACTIVITY_ID_SLOT, text);
}

/** The link to an activity's transaction, or undefined without a template or a valid hash. */
export function explorerTxHref(template: string | undefined, txHash: string | undefined): string | undefined {
  if (!template || !isTxHash(txHash)) return undefined;
  return template.replaceAll(TX_HASH_SLOT, txHash);
}
