import { z } from 'zod/mini';
import { allChainIds } from './chainIds.ts';
import { decimalParam } from './list.ts';

export {
  allChainIds,
  CHAINS,
  type ChainId,
  chainFacts,
  chainIdsForEnv,
  fitsTokenDecimals,
  productionChainIds,
  TOKEN_DECIMALS,
  type TokenSymbol,
  testChainIds,
} from './chainIds.ts';

/** Accepts the number or its plain decimal text (query strings). */
export const chainIdSchema = decimalParam(z.literal(allChainIds))
  // The preprocessing input side would otherwise document any value.
  .register(z.globalRegistry, { type: 'integer', enum: [...allChainIds], description: 'EVM chain ID' });
