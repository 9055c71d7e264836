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
