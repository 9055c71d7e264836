export { formatMoney, formatSignedMoney, profitTone, INVALID_NUMBER_TEXT } from './money';
export {
  formatRelativeTime,
  formatTimeUntil,
  parseTimestamp,
  JUST_NOW_TEXT,
  UNKNOWN_TIME_TEXT,
  JUST_NOW_MS,
} from './relativeTime';
export { truncateText, ELLIPSIS } from './text';
export {
  activityHref,
  explorerTxHref,
  isTxHash,
  ACTIVITY_ID_PATTERN,
  ACTIVITY_ID_SLOT,
  TX_HASH_PATTERN,
  TX_HASH_SLOT,
} from './activityLinks';
