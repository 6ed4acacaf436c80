import { CHAINS, type ChainId, chainIdsForEnv } from '@nsa/api';

/** The chains this build serves: production unless `VITE_APP_ENV` names a test environment. */
export const buildChainIds = chainIdsForEnv(import.meta.env.VITE_APP_ENV);

/** A chain's name from the registry in packages/api. */
export function chainName(chainId: number): string {
  return CHAINS[chainId as ChainId]?.name ?? `Chain ${chainId}`;
}
