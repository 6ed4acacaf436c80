import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * A client for the chain's configured `RPC_URL_<chainId>`, or null when none is configured:
 * smart-contract wallet signatures (EIP-1271/6492) can only be checked on their chain.
 */
export function chainClient(rpcUrls: Record<number, string>, chainId: number): PublicClient | null {
  const url = rpcUrls[chainId];
  return url ? createPublicClient({ transport: http(url, { timeout: 10_000 }) }) : null;
}
