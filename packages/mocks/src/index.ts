import { createMockDb, type MockDb } from './db.ts';
import { createHandlers } from './handlers.ts';

export { type DemoRole, demoToken } from './auth.ts';
export { createMockDb, FIXTURE_NOW, type MockDb } from './db.ts';
export { createHandlers, MAX_BODY_BYTES } from './handlers.ts';
export { scenarios } from './scenarios.ts';

/** The shared default db (seed 1) behind `handlers`. */
export const mockDb: MockDb = createMockDb({ seed: 1 });
export const handlers = createHandlers(mockDb);

/** Restores `mockDb` to its seeded state in place, so `handlers` keep working (between stories/tests). */
export function resetMockDb(): void {
  Object.assign(mockDb, createMockDb({ seed: 1 }));
}
