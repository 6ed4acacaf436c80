import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_THRESHOLDS, parseApprovalThresholds } from '../decision.ts';
import { createDemoWorld, FIXTURE_NOW } from './world.ts';

const thresholds = parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS);
const size = { users: 60, orders: 80, withdrawals: 24 };

describe('createDemoWorld', () => {
  it('is the same world for the same seed and moment, and another for another seed', () => {
    const world = (seed: number) =>
      JSON.stringify(createDemoWorld({ now: FIXTURE_NOW, thresholds, seed, size }));
    expect(world(11)).toBe(world(11));
    expect(world(11)).not.toBe(world(12));
  });

  it('dates everything before its moment, and moves with it', () => {
    const later = new Date(FIXTURE_NOW.getTime() + 86_400_000);
    const a = createDemoWorld({ now: FIXTURE_NOW, thresholds, size });
    const b = createDemoWorld({ now: later, thresholds, size });
    const times = (w: typeof a) =>
      [...w.users, ...w.orders, ...w.withdrawals, ...w.audit].map((r) => Date.parse(r.createdAt));
    expect(Math.max(...times(a))).toBeLessThan(FIXTURE_NOW.getTime());
    expect(times(b)).toEqual(times(a).map((t) => t + 86_400_000));
  });
});
