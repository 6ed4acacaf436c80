import { afterAll } from 'vitest';
import { conformanceSuite } from './suite.ts';
import { mockTarget } from './targets.ts';

const target = mockTarget();
afterAll(() => target.close());

conformanceSuite(() => target);
