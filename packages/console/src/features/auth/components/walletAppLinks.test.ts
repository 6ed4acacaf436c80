import { describe, expect, it } from 'vitest';
import { walletApps } from './walletAppLinks.ts';

const page = new URL('https://admin.example.com:8443/login?redirect=%2Fwithdraw%2F105&lang=ar#top');
const linkOf = (name: string) => {
  const app = walletApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`no ${name}`);
  return app.link(page);
};
/** The page each link carries, read back the way the app reads it. */
const carried = (link: string, param: string) => new URL(link).searchParams.get(param);
const opened = 'https://admin.example.com:8443/login?redirect=%2Fwithdraw%2F105&lang=ar';

describe('walletApps', () => {
  it('offers the five wallet apps with a browser of their own', () => {
    expect(walletApps.map((app) => app.name)).toEqual([
      'MetaMask',
      'Coinbase Wallet',
      'Trust Wallet',
      'Rabby',
      'OKX Wallet',
    ]);
  });

  it('gives MetaMask the host and path, which it opens over https', () => {
    expect(linkOf('MetaMask')).toBe(
      'https://metamask.app.link/dapp/admin.example.com:8443/login?redirect=%2Fwithdraw%2F105&lang=ar',
    );
  });

  it.each([
    ['Coinbase Wallet', 'https://go.cb-w.com/dapp?', 'cb_url'],
    ['Trust Wallet', 'https://link.trustwallet.com/open_url?coin_id=60&', 'url'],
    ['Rabby', 'https://go.rabby.io/mobile?_cmd=open-dapp&', 'dapp'],
    ['OKX Wallet', 'okx://wallet/dapp/url?', 'dappUrl'],
  ])('gives %s the whole page, encoded, without its fragment', (name, start, param) => {
    const link = linkOf(name);
    expect(link.startsWith(start)).toBe(true);
    expect(carried(link, param)).toBe(opened);
    // Encoded once: the page's own query does not leak into the link's.
    expect(new URL(link).searchParams.has('redirect')).toBe(false);
  });
});
