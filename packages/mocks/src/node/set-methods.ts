// Node 20 lacks Set.prototype.intersection/difference, which msw's resetHandlers() calls.
type SetMethod = (this: Set<unknown>, other: ReadonlySetLike<unknown>) => Set<unknown>;
type ReadonlySetLike<T> = { has(value: T): boolean };

function define(name: 'intersection' | 'difference', method: SetMethod): void {
  if (typeof (Set.prototype as unknown as Record<string, unknown>)[name] === 'function') return;
  Object.defineProperty(Set.prototype, name, { value: method, configurable: true, writable: true });
}

define('intersection', function (other) {
  return new Set([...this].filter((value) => other.has(value)));
});
define('difference', function (other) {
  return new Set([...this].filter((value) => !other.has(value)));
});
