import { readiness } from '../services/readiness.ts';
import { authHandlers } from './auth.ts';
import { manageHandlers } from './manage.ts';
import { operationHandlers } from './operation.ts';
import type { Handlers } from './types.ts';

/** One handler per entry of the `endpoints` table; the compiler reports a missing one. */
export const handlers: Handlers = {
  health: { run: async ({ deps }) => ({ ok: true, db: deps.database.kind }) },
  ready: { run: async ({ deps }) => readiness(deps) },
  ...authHandlers,
  ...manageHandlers,
  ...operationHandlers,
};
