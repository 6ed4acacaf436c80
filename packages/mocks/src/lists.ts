import {
  type Cursor,
  dateRange,
  decodeCursor,
  type ErrorEnvelope,
  encodeCursor,
  fail,
  type ListData,
  type ListName,
  type ListParams,
  recordMatchesQuery,
} from '@nsa/api';
import { compareDecimal } from './money.ts';

export type ListSpec<T> = {
  id: (row: T) => string;
  createdAt: (row: T) => string;
  value: (row: T, sort: string) => string | number | null;
  /** The list whose `q` rules (LIST_RULES) apply. */
  list: ListName;
};

type Value = Cursor['value'];
const decimal = /^-?\d+(\.\d+)?$/;

function compareValues(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  if (decimal.test(sa) && decimal.test(sb)) return compareDecimal(sa, sb);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function comparePositions(a: { value: Value; id: string }, b: { value: Value; id: string }): number {
  const byValue = compareValues(a.value, b.value);
  if (byValue !== 0) return byValue;
  const diff = BigInt(a.id) - BigInt(b.id);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Filters by q and date, sorts by (column, id), then pages by offset or keyset cursor. */
export function runList<T>(
  rows: readonly T[],
  params: ListParams,
  spec: ListSpec<T>,
): { ok: true; data: ListData<T> } | { ok: false; error: ErrorEnvelope } {
  let cursor: Cursor | null = null;
  if (params.cursor !== undefined) {
    cursor = decodeCursor(params.cursor, params.sort, params.order);
    if (!cursor) {
      return {
        ok: false,
        error: fail('400', 'cursor: not a cursor of this list, sort and order', [
          { path: 'cursor', message: 'invalid cursor' },
        ]),
      };
    }
  }
  const range = dateRange(params.from, params.to);
  const fromMs = range.from?.getTime();
  const toMs = range.to?.getTime();
  const q = params.q;
  const filtered = rows.filter((row) => {
    const at = Date.parse(spec.createdAt(row));
    if (fromMs !== undefined && at < fromMs) return false;
    if (toMs !== undefined && at > toMs) return false;
    return q === undefined || recordMatchesQuery(spec.list, row as object, q);
  });
  const direction = params.order === 'asc' ? 1 : -1;
  const position = (row: T) => ({ value: spec.value(row, params.sort), id: spec.id(row) });
  const sorted = filtered
    .map((row) => ({ row, pos: position(row) }))
    .sort((a, b) => direction * comparePositions(a.pos, b.pos));
  const start = cursor
    ? sorted.findIndex((entry) => direction * comparePositions(entry.pos, cursor) > 0)
    : (params.page - 1) * params.pageSize;
  const from = start < 0 ? sorted.length : start;
  const slice = sorted.slice(from, from + params.pageSize);
  const last = slice[slice.length - 1];
  const hasMore = from + params.pageSize < sorted.length;
  return {
    ok: true,
    data: {
      list: slice.map((entry) => entry.row),
      total: filtered.length,
      page: cursor ? 0 : params.page,
      pageSize: params.pageSize,
      nextCursor:
        hasMore && last
          ? encodeCursor({ sort: params.sort, order: params.order, value: last.pos.value, id: last.pos.id })
          : null,
    },
  };
}
