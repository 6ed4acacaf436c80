import { useSyncExternalStore } from 'react';

/**
 * How many screen chunks are on their way: the header's progress bar shows while any is. A
 * navigation to a screen not loaded yet keeps the current one on view (the router moves in a React
 * transition) until the next one's code has arrived, so this is the only sign that it is coming.
 */
let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  loading += by;
  // Told after the render that started the load: a store may not change while React renders.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `load` as a screen chunk on its way until it settles. */
export function trackScreenLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    changed(1);
    return load().finally(() => changed(-1));
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loading > 0);
}
