// Apart from figures.ts (which reads the contract's types and token list): the entry starts the
// opening range's request with it, before the contract has loaded.
/** The ranges the figures offer, in days ending today; longer ranges are counted in weeks. */
export const FIGURE_RANGES = [7, 30, 90, 365] as const;
export type FigureRange = (typeof FIGURE_RANGES)[number];
/** The range the figures open on. */
export const DEFAULT_FIGURE_RANGE: FigureRange = 30;

const DAY_MS = 86_400_000;
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `/api/manage/stats` parameters for the last `days` UTC days up to and including today. */
export function rangeQuery(days: FigureRange, now: number) {
  return {
    from: utcDate(now - (days - 1) * DAY_MS),
    to: utcDate(now),
    bucket: days > 90 ? ('week' as const) : ('day' as const),
  };
}
