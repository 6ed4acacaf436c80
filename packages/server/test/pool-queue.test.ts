// postgres.js's pool keeps its connections in queues (open, busy, …) and every query moves one
// between them. patches/postgres+3.4.9.patch changes that queue so a queue that is never emptied
// stops growing (bench: "the pool under constant load"); these cases hold the patched queue to
// what the pool relies on, in both of the package's builds, through the compaction it now does.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

type Queue<T> = { readonly length: number; push(x: T): T; shift(): T; remove(x: T): T | null };

const require = createRequire(import.meta.url);
// The package's exports hide its files; its CommonJS entry is cjs/src/index.js.
const cjsDir = dirname(require.resolve('postgres'));
const builds: [string, () => Promise<(initial?: unknown[]) => Queue<unknown>>][] = [
  ['ES module', async () => (await import(pathToFileURL(join(cjsDir, '../../src/queue.js')).href)).default],
  ['CommonJS', async () => require(join(cjsDir, 'queue.js'))],
];

function drain<T>(queue: Queue<T>): T[] {
  const out: T[] = [];
  while (queue.length > 0) out.push(queue.shift());
  return out;
}

describe.each(builds)("postgres.js's pool queue (%s build)", (_, load) => {
  it('hands items out first in, first out, and removes one by identity', async () => {
    const queue = (await load())() as Queue<string>;
    for (const x of ['a', 'b', 'c', 'd']) queue.push(x);
    expect(queue.shift()).toBe('a');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull(); // already handed out
    expect(queue.remove('zz')).toBeNull();
    expect(queue.length).toBe(2);
    expect(drain(queue)).toEqual(['b', 'd']);
    queue.push('e');
    expect(drain(queue)).toEqual(['e']);
  });

  it('starts from an initial list without changing it', async () => {
    const initial = ['x', 'y'];
    const queue = (await load())(initial) as Queue<string>;
    queue.push('z');
    expect(drain(queue)).toEqual(['x', 'y', 'z']);
    expect(initial).toEqual(['x', 'y']);
  });

  it('keeps order and every connection through 100,000 moves of a queue that never empties', async () => {
    // The busy queue under constant load: a connection is shifted to take one more query and
    // pushed back, others move out (remove) and back in (push); the queue is never empty.
    const queue = (await load())() as Queue<{ id: number }>;
    const connections = Array.from({ length: 10 }, (_, id) => ({ id }));
    for (const c of connections) queue.push(c);
    const expected = connections.map((c) => c.id);
    for (let move = 0; move < 100_000; move++) {
      const shifted = queue.shift();
      queue.push(shifted);
      expected.push(expected.shift() as number);
      const c = connections[(move * 7) % 10] as { id: number };
      expect(queue.remove(c)).toBe(c);
      queue.push(c);
      expected.splice(expected.indexOf(c.id), 1);
      expected.push(c.id);
      expect(queue.length).toBe(10);
    }
    expect(drain(queue).map((c) => c.id)).toEqual(expected);
  });

  it('empties by removal as well as by shifting, and is usable again', async () => {
    const queue = (await load())() as Queue<number>;
    for (let i = 0; i < 3000; i++) queue.push(i);
    for (let i = 0; i < 2000; i++) expect(queue.shift()).toBe(i); // past the compaction point
    for (let i = 2999; i >= 2000; i--) expect(queue.remove(i)).toBe(i);
    expect(queue.length).toBe(0);
    queue.push(7);
    expect(queue.length).toBe(1);
    expect(queue.shift()).toBe(7);
  });
});
