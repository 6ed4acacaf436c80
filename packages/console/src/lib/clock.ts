/**
 * The console's "now" for figures that count from it (how long a request has waited). Stories set
 * it to the mocks' scene clock, so their pictures do not change from one day to the next.
 */
export const clock = { now: (): number => Date.now() };
