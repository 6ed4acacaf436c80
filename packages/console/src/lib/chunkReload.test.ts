import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, handleChunkFailure, isChunkLoadError } from './chunkReload.ts';

function deps(start: number) {
  const map = new Map<string, string>();
  const calls = { warn: 0, reload: 0 };
  let now = start;
  return {
    calls,
    map,
    advance: (ms: number) => {
      now += ms;
    },
    deps: {
      storage: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
      },
      now: () => now,
      warn: () => void calls.warn++,
      reload: () => void calls.reload++,
    },
  };
}

describe('handleChunkFailure', () => {
  it('warns and reloads once, then stops a reload loop', () => {
    const t = deps(1_000_000);
    expect(handleChunkFailure(t.deps)).toBe(true);
    expect(t.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    t.advance(5_000);
    expect(handleChunkFailure(t.deps)).toBe(false);
    expect(t.calls).toEqual({ warn: 2, reload: 1 });
  });
  it('reloads again after the window has passed (a later deploy)', () => {
    const t = deps(1_000_000);
    handleChunkFailure(t.deps);
    t.advance(61_000);
    expect(handleChunkFailure(t.deps)).toBe(true);
    expect(t.calls.reload).toBe(2);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
