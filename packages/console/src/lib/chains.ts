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

/** Explorer links only for a 32-byte tx hash or a valid-looking address on a known chain. */
export function explorerUrl(
  chainId: number,
  kind: 'tx' | 'address',
  value: string | null | undefined,
): string | null {
  const base = chainById[chainId]?.blockExplorers?.default.url;
  if (!base || !value) return null;
  const ok = kind === 'tx' ? /^0x[0-9a-fA-F]{64}$/.test(value) : /^0x[0-9a-fA-F]{40}$/.test(value);
  return ok ? `${base.replace(/\/$/, '')}/${kind}/${value}` : null;
}
