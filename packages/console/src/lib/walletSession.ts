import { disconnect, reconnect, watchAccount } from 'wagmi/actions';
import { wagmiConfig } from './wagmi.ts';

/** Loaded on demand: static named imports here keep the wallet actions tree-shaken. */
export function disconnectWallet(): Promise<void> {
  return disconnect(wagmiConfig);
}

export type AccountChange = { status: string; address: `0x${string}` | undefined };

export async function watchWalletAccount(
  onChange: (now: AccountChange, before: AccountChange) => void,
): Promise<void> {
  watchAccount(wagmiConfig, { onChange: (now, before) => onChange(now, before) });
  await reconnect(wagmiConfig);
}
