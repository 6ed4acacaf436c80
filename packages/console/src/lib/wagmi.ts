import { chainIdsForEnv } from '@nsa/api';
import type { Chain } from 'viem';
import { createConfig, http, injected } from 'wagmi';
import { chainById } from './chains.ts';

export const consoleChains = chainIdsForEnv(import.meta.env.VITE_APP_ENV).map((id) => {
  const chain = chainById[id];
  if (!chain) throw new Error(`No chain definition for ${id}`);
  return chain;
}) as [Chain, ...Chain[]];

/** EIP-6963 wallets appear as connectors on their own; `injected` covers wallets that only set window.ethereum. */
export const wagmiConfig = createConfig({
  chains: consoleChains,
  connectors: [injected({ shimDisconnect: true })],
  multiInjectedProviderDiscovery: true,
  transports: Object.fromEntries(consoleChains.map((c) => [c.id, http()])),
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
