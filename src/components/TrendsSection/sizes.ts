/** A figure's card in the trends and its loading placeholder take the same room (px), so nothing moves when the data arrives. */
export const TREND_CARD_MIN_HEIGHT = 296;
