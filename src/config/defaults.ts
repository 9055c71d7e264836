// The brand's type and defaults, in a module without "use client": a server (a React Server
// Component, or app/server) reads them as values, not as client references (docs/requirements.md §10.3).

/** Everything that names the product or links to it (docs/requirements.md §1.3). */
export interface BrandConfig {
  /** Product name: the wordmark, 'How {product} Works', '{product} Burned'. */
  productName: string;
  /**
   * The page's name where it stands for the whole site: the tab title ('$1,284,527.00 · Smart Burn
   * Pool'), link previews (og:site_name, og:title), the web app manifest (docs/requirements.md §6.3).
   */
  siteName: string;
  /** Japanese subtitle under the wordmark. */
  japaneseSubtitle: string;
  telegramUrl: string;
  twitterUrl: string;
  /** BCP 47 locale for numbers and times; undefined means the browser's. */
  locale?: string;
  /**
   * Each activity's own page, with `{id}` for its id (our server: `/activity/{id}`); unset, the
   * feed's items link nowhere.
   */
  activityUrl?: string;
  /**
   * A block explorer's transaction page, with `{txHash}` for the hash
   * (`https://etherscan.io/tx/{txHash}`); unset, nothing links to the chain.
   */
  explorerTxUrl?: string;
}

/** The brand used where SmartBurnProvider's `brand` sets nothing. */
export const defaultBrand: BrandConfig = {
  productName: 'SmartBurn',
  siteName: 'Smart Burn Pool',
  japaneseSubtitle: 'スマートバーン・プール',
  telegramUrl: 'https://t.me/smartburnpool',
  twitterUrl: 'https://twitter.com/smartburnpool',
  locale: undefined,
};
