import { describe, expect, it } from 'vitest';
import { orderStatusTones, toneOf, withdrawalStatusTones } from './statusTones.ts';

describe('toneOf', () => {
  it('gives every order status its own tone', () => {
    expect(['pending', 'paid', 'failed', 'refunded'].map((s) => toneOf(orderStatusTones, s))).toEqual([
      'warning',
      'success',
      'danger',
      'info',
    ]);
  });

  it('gives every withdrawal status its tone', () => {
    expect(['pending', 'approved', 'rejected'].map((s) => toneOf(withdrawalStatusTones, s))).toEqual([
      'warning',
      'success',
      'danger',
    ]);
  });

  it.each([['unknown'], [''], ['constructor'], ['toString'], ['PAID'], ['paid ']])(
    'treats %j as neutral',
    (status) => {
      expect(toneOf(orderStatusTones, status)).toBe('neutral');
      expect(toneOf(withdrawalStatusTones, status)).toBe('neutral');
    },
  );
});
