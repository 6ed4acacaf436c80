import { beforeAll, describe, expect, it } from 'vitest';

// A browser's window as far as EIP-6963 goes: events in and out; set before the modules load.
const fakeWindow = new EventTarget() as EventTarget & { ethereum?: unknown };
Object.assign(globalThis, { window: fakeWindow });
const { watchBrowserWallet } = await import('./sessionWallet.ts');
const { forgetAnnouncedWallets } = await import('./announcedWallets.ts');

type Listener = (arg: unknown) => void;

/** An EIP-1193 provider whose events the test emits; `accounts` is what `eth_accounts` answers. */
function fakeProvider(accounts: string[]) {
  const listeners = new Map<string, Set<Listener>>();
  return {
    accounts,
    listeners,
    request: async ({ method }: { method: string }) => (method === 'eth_accounts' ? accounts : null),
    on(event: string, fn: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
    },
    removeListener(event: string, fn: Listener) {
      listeners.get(event)?.delete(fn);
    },
    emit(event: string, arg: unknown) {
      for (const fn of listeners.get(event) ?? []) fn(arg);
    },
  };
}

function announce(rdns: string, provider: unknown) {
  const info = { uuid: crypto.randomUUID(), name: rdns, icon: 'data:,', rdns };
  fakeWindow.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const me = '0x1111111111111111111111111111111111111111';
const other = '0x2222222222222222222222222222222222222222';

describe('watchBrowserWallet', () => {
  beforeAll(() => forgetAnnouncedWallets());

  it('reports an account switch, a disconnect and an emptied account list; not MetaMask reconnecting', async () => {
    const provider = fakeProvider([me]);
    announce('test.wallet.one', provider);
    const seen: (string | null)[] = [];
    const stop = watchBrowserWallet('test.wallet.one', (account) => seen.push(account));
    await settle();
    expect(seen).toEqual([me]);
    provider.emit('accountsChanged', [other]);
    provider.emit('accountsChanged', []);
    provider.emit('disconnect', { code: 1013, message: 'reconnecting' });
    provider.emit('disconnect', { code: 4900, message: 'disconnected' });
    expect(seen).toEqual([me, other, null, null]);
    stop();
    provider.emit('accountsChanged', [other]);
    expect(seen).toHaveLength(4);
    expect([...provider.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('finds a wallet announced after the watch began, and keeps a locked wallet quiet', async () => {
    const seen: (string | null)[] = [];
    const stop = watchBrowserWallet('test.wallet.late', (account) => seen.push(account));
    const locked = fakeProvider([]);
    announce('test.wallet.late', locked);
    await settle();
    // A locked wallet shares no account on a reload: that is not the end of the session.
    expect(seen).toEqual([]);
    locked.emit('accountsChanged', [other]);
    expect(seen).toEqual([other]);
    stop();
  });

  it('follows the bare window.ethereum as `injected`, and no other wallet', async () => {
    const injected = fakeProvider([other]);
    fakeWindow.ethereum = injected;
    const stranger = fakeProvider([me]);
    announce('test.wallet.stranger', stranger);
    const seen: (string | null)[] = [];
    const stop = watchBrowserWallet('injected', (account) => seen.push(account));
    await settle();
    stranger.emit('accountsChanged', []);
    expect(seen).toEqual([other]);
    stop();
    delete fakeWindow.ethereum;
  });
});
