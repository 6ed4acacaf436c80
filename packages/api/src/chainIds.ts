/** Production and test chain sets; the build env picks one (unset or `pro` = production). Free of zod for clients' first paint. */
export const productionChainIds = [1, 42161, 56] as const;
export const testChainIds = [11155111, 421614, 97] as const;
export const allChainIds = [...productionChainIds, ...testChainIds] as const;
export type ChainId = (typeof allChainIds)[number];

export function chainIdsForEnv(env: string | undefined): readonly ChainId[] {
  return env === undefined || env === '' || env === 'pro' ? productionChainIds : testChainIds;
}
