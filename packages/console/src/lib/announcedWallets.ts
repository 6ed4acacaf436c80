import { createStore, type EIP6963ProviderDetail } from 'mipd';
import { useSyncExternalStore } from 'react';

/**
 * EIP-6963 discovery without wagmi: the sign-in page lists the wallets (or says there are none)
 * in its first paint, and a signed-in page finds its session's wallet to watch, with wagmi and
 * viem loaded only to connect and sign.
 */
const store = typeof window === 'undefined' ? null : createStore();
const none: readonly EIP6963ProviderDetail[] = [];
const subscribe = (onChange: () => void) => store?.subscribe(onChange) ?? (() => {});
const snapshot = () => store?.getProviders() ?? none;

/** Forgets every announced wallet (the sign-in stories remove their wallet between stories). */
export function forgetAnnouncedWallets(): void {
  store?.clear();
}

/** The announced wallets now, and a way to hear of the ones announced later. */
export const announcedWallets = { current: snapshot, subscribe };

/** A wallet to offer: an announced one (`rdns`), or the bare `window.ethereum` (`rdns` null). */
export type WalletChoice = { key: string; name: string | null; icon: string | null; rdns: string | null };

/** Announced wallets; the bare `window.ethereum` only when none announced itself. */
export function useWalletChoices(): readonly WalletChoice[] {
  const providers = useSyncExternalStore(subscribe, snapshot, () => none);
  if (providers.length > 0) {
    return providers.map(({ info }) => ({
      key: info.uuid,
      name: info.name,
      icon: info.icon,
      rdns: info.rdns,
    }));
  }
  const hasInjected = typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum);
  return hasInjected ? [{ key: 'injected', name: null, icon: null, rdns: null }] : [];
}

/** The id a session remembers its wallet by: the announced rdns, or `injected` for `window.ethereum`. */
export const walletIdOf = (choice: WalletChoice): string => choice.rdns ?? 'injected';
