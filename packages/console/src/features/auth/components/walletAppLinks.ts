/**
 * Links that open a page inside a wallet app's own browser, where the wallet is injected as on a
 * desktop with its extension. Each app takes the page in its own way:
 * - MetaMask: `metamask.app.link/dapp/` + host and path (https assumed)
 * - Coinbase Wallet: `go.cb-w.com/dapp?cb_url=` + the encoded page URL
 * - Trust: `link.trustwallet.com/open_url?coin_id=60&url=` (coin 60 = Ethereum)
 * - OKX: `okx://wallet/dapp/url?dappUrl=` (a scheme: it opens only where the app is installed)
 * - Rabby: no documented link; its mobile app answers `go.rabby.io/mobile?_cmd=open-dapp`
 *   (RabbyHub/Rabby#3222, reported working on iOS and failing on some Android versions).
 */
export type WalletApp = { name: string; link: (page: URL) => string };

/** The page without its fragment: the app loads it afresh, `?redirect=` and `?lang=` kept. */
const pageOf = (page: URL) => `${page.origin}${page.pathname}${page.search}`;

export const walletApps: readonly WalletApp[] = [
  {
    name: 'MetaMask',
    link: (page) => `https://metamask.app.link/dapp/${page.host}${page.pathname}${page.search}`,
  },
  {
    name: 'Coinbase Wallet',
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageOf(page))}`,
  },
  {
    name: 'Trust Wallet',
    link: (page) =>
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageOf(page))}`,
  },
  {
    name: 'Rabby',
    link: (page) => `https://go.rabby.io/mobile?_cmd=open-dapp&dapp=${encodeURIComponent(pageOf(page))}`,
  },
  {
    name: 'OKX Wallet',
    link: (page) => `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageOf(page))}`,
  },
];
