import { afterAll, beforeAll } from 'vitest';
import { conformanceSuite } from './suite.ts';
import { mockTarget, type Target } from './targets.ts';

let target: Target;
beforeAll(async () => {
  target = await mockTarget();
});
afterAll(() => target.close());

conformanceSuite(() => target);
