import type { Chain } from 'viem';
import { arbitrum, arbitrumSepolia, bsc, bscTestnet, mainnet, sepolia } from 'viem/chains';

export const chainById: Record<number, Chain> = {
  [mainnet.id]: mainnet,
  [arbitrum.id]: arbitrum,
  [bsc.id]: bsc,
  [sepolia.id]: sepolia,
  [arbitrumSepolia.id]: arbitrumSepolia,
  [bscTestnet.id]: bscTestnet,
};

export function chainName(chainId: number): string {
  return chainById[chainId]?.name ?? `Chain ${chainId}`;
}
