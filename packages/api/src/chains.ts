import { z } from 'zod';
import { allChainIds } from './chainIds.ts';

export {
  allChainIds,
  type ChainId,
  chainIdsForEnv,
  productionChainIds,
  testChainIds,
} from './chainIds.ts';

/** Accepts the number or its decimal text (query strings). */
export const chainIdSchema = z.coerce
  .number()
  .pipe(z.literal(allChainIds))
  // The coercing input side would otherwise document any number.
  .meta({ type: 'integer', enum: [...allChainIds], description: 'EVM chain ID' });
