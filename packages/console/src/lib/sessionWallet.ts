import { announcedWallets } from './announcedWallets.ts';

/**
 * The wallet a session signed in with, remembered beside the session (whose stored shape the
 * contract fixes at `{ token, address }`): an announced wallet's rdns, `injected` for a bare
 * `window.ethereum`, or `walletConnect`.
 */
export const SESSION_WALLET_KEY = 'node-sales-admin.wallet';

const listeners = new Set<(id: string | null) => void>();

export function sessionWalletId(): string | null {
  try {
    return localStorage.getItem(SESSION_WALLET_KEY);
  } catch {
    return null;
  }
}

/** Remembers (or, with `null`, forgets) the session's wallet and tells the watch to follow it. */
export function setSessionWallet(id: string | null): void {
  try {
    if (id) localStorage.setItem(SESSION_WALLET_KEY, id);
    else localStorage.removeItem(SESSION_WALLET_KEY);
  } catch {
    // Private mode may refuse storage: the watch still follows this page's wallet.
  }
  for (const listener of listeners) listener(id);
}

export function onSessionWalletChange(listener: (id: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Eip1193Provider = {
  request(args: { method: string }): Promise<unknown>;
  on?(event: string, listener: (arg: unknown) => void): unknown;
  removeListener?(event: string, listener: (arg: unknown) => void): unknown;
};

/** What the wallet reports: its first account, or `null` when it no longer shares one. */
export type WalletAccountChange = (account: string | null) => void;

/**
 * Follows the accounts of a browser wallet (an announced one by rdns, or `window.ethereum`) with
 * the EIP-1193 events themselves: a signed-in page needs no wagmi until it signs. The wallet may
 * announce itself after this starts. Returns a function that stops following.
 */
export function watchBrowserWallet(id: string, onChange: WalletAccountChange): () => void {
  let provider: Eip1193Provider | null = null;
  const onAccounts = (accounts: unknown) =>
    onChange(Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null);
  // EIP-1193: the provider can no longer reach any chain. 1013 is MetaMask's "reconnecting", not an end.
  const onDisconnect = (error: unknown) => {
    if ((error as { code?: unknown } | undefined)?.code !== 1013) onChange(null);
  };
  const attach = (found: Eip1193Provider) => {
    provider = found;
    found.on?.('accountsChanged', onAccounts);
    found.on?.('disconnect', onDisconnect);
    // Changed while no page was open (a reload): an account other than the session's ends it. An
    // empty answer is a locked wallet, which keeps the session as a reload always has.
    void found
      .request({ method: 'eth_accounts' })
      .then((accounts) => {
        if (Array.isArray(accounts) && typeof accounts[0] === 'string') onChange(accounts[0]);
      })
      .catch(() => undefined);
  };
  const find = (): Eip1193Provider | null =>
    id === 'injected'
      ? ((window as { ethereum?: Eip1193Provider }).ethereum ?? null)
      : ((announcedWallets.current().find((wallet) => wallet.info.rdns === id)?.provider as
          | Eip1193Provider
          | undefined) ?? null);
  const found = find();
  let unsubscribe = () => {};
  if (found) attach(found);
  else {
    unsubscribe = announcedWallets.subscribe(() => {
      const late = find();
      if (!late || provider) return;
      unsubscribe();
      attach(late);
    });
  }
  return () => {
    unsubscribe();
    provider?.removeListener?.('accountsChanged', onAccounts);
    provider?.removeListener?.('disconnect', onDisconnect);
    provider = null;
  };
}
