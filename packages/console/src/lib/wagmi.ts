import type { Chain } from 'viem';
import { arbitrum, arbitrumSepolia, bsc, bscTestnet, mainnet, sepolia } from 'viem/chains';
import { createConfig, http, injected } from 'wagmi';
import { buildChainIds } from './chains.ts';

/** viem's definitions (RPC, currency) of the registry's chains, for wagmi. */
const chainById: Record<number, Chain> = {
  [mainnet.id]: mainnet,
  [arbitrum.id]: arbitrum,
  [bsc.id]: bsc,
  [sepolia.id]: sepolia,
  [arbitrumSepolia.id]: arbitrumSepolia,
  [bscTestnet.id]: bscTestnet,
};

export const consoleChains = buildChainIds.map((id) => {
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
