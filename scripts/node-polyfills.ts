// Node 20 lacks these; vitest 5's reporter and msw/node call them. Import first everywhere tests start.
type Grouper<T, K> = (item: T, index: number) => K;
const has = (target: object, key: string) => typeof (target as Record<string, unknown>)[key] === 'function';

if (!has(Map, 'groupBy')) {
  Object.defineProperty(Map, 'groupBy', {
    value<T, K>(items: Iterable<T>, key: Grouper<T, K>) {
      const map = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
    configurable: true,
    writable: true,
  });
}
if (!has(Object, 'groupBy')) {
  Object.defineProperty(Object, 'groupBy', {
    value<T>(items: Iterable<T>, key: Grouper<T, PropertyKey>) {
      const out: Record<PropertyKey, T[]> = Object.create(null);
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        out[k] ??= [];
        out[k].push(item);
      }
      return out;
    },
    configurable: true,
    writable: true,
  });
}
if (!has(Promise, 'withResolvers')) {
  Object.defineProperty(Promise, 'withResolvers', {
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
    configurable: true,
    writable: true,
  });
}
