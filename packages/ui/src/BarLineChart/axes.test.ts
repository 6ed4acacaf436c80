import { describe, expect, it } from 'vitest';
import { bucketStep, valueTicks } from './axes.ts';

describe('the chart axes', () => {
  it('steps the value axis by 1, 2 or 5 times a power of ten, from 0 to just above the peak', () => {
    expect(valueTicks(10, 6)).toEqual({ ticks: [0, 2, 4, 6, 8, 10], max: 11 });
    expect(valueTicks(4_700, 6).ticks).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(valueTicks(130, 10).ticks).toEqual([0, 20, 40, 60, 80, 100, 120, 140]);
  });

  it('never steps by less than one (counts are whole) and has a scale with nothing to show', () => {
    expect(valueTicks(3, 6).ticks).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0, 6)).toEqual({ ticks: [0, 1], max: 1 });
  });

  it('labels every bucket when they are wide, and whole runs of them when they are narrow', () => {
    expect(bucketStep(80, 64)).toBe(1);
    expect(bucketStep(35, 64)).toBe(2);
    expect(bucketStep(10, 64)).toBe(7);
    expect(bucketStep(0.5, 64)).toBe(90);
  });
});
