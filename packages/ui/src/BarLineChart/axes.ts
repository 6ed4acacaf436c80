/**
 * The value axis: round steps (1, 2 or 5 times a power of ten) from 0 to just above `peak`, about
 * `room` of them at most, and the top of the scale. An empty chart still has a scale (0 to 1).
 */
export function valueTicks(peak: number, room: number): { ticks: number[]; max: number } {
  const top = Math.max(1, peak * 1.1);
  const rough = top / Math.max(1, Math.floor(room));
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  // Whole-number counts: never a step under 1.
  const whole = Math.max(step, 1);
  const ticks: number[] = [];
  for (let value = 0; value <= top + 1e-9; value += whole) ticks.push(Math.round(value * 1e6) / 1e6);
  return { ticks, max: top };
}

/** Every how many buckets a label fits, whole buckets only, at least `space` pixels apart. */
export function bucketStep(slot: number, space: number): number {
  return [1, 2, 3, 5, 7, 14, 30, 60, 90].find((step) => step * slot >= space) ?? 90;
}
