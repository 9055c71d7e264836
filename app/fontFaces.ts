// The web fonts load once the page has painted (docs/requirements.md §11.4): the server puts the
// built CSS's @font-face rules that fetch a file in a style element of their own, switched off
// (media="not all"), and app/main.tsx switches it on after the first paint. Until the faces
// arrive, text is drawn in a local face sized to each one's metrics (app/fonts/fallbacks.css),
// so the swap moves almost nothing. A tiny module: app/main.tsx imports it.

/** The id of the style element holding the page's @font-face rules that fetch files. */
export const FONT_FACES_ELEMENT_ID = 'sb-font-faces';

/** Its media until the page has painted: matches nothing, so no font is fetched before. */
export const FONT_FACES_MEDIA_OFF = 'not all';
