import { z } from 'zod/mini';
import { LIST_DEFAULTS } from './listRules.ts';
import { countSchema } from './primitives.ts';

/** Plain decimal digits: `0x10`, `1e1`, `10.0`, `+1`, ` 10` or an empty value are not integers here. */
const DECIMAL_DIGITS = /^\d+$/;

/**
 * A query-string integer: only plain decimal digits become a number (then checked by `schema`);
 * a number passes as is. `Number()` alone (z.coerce) reads hex, exponents and blanks as numbers.
 */
export function decimalParam<T extends z.ZodMiniType>(schema: T) {
  // What z.preprocess is in classic zod: a transform piped into the schema.
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value !== 'string') return value;
      if (DECIMAL_DIGITS.test(value)) return Number(value);
      ctx.issues.push({
        code: 'custom',
        message: `expected plain decimal digits, got "${value.slice(0, 32)}"`,
        input: value,
      });
      return z.NEVER;
    }),
    schema,
  );
}

/** An integer query parameter within [min, max]. */
export const intParam = (min: number, max: number) =>
  decimalParam(z.number().check(z.int(), z.gte(min), z.lte(max)));

/** Date or date-time; a bare `to` date covers that whole day (bounds are inclusive). */
export const dateParamSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * The list contract shared by every GET /api/manage/* call: paging, keyset cursor,
 * a whitelisted sort column, free-text `q`, plus the list's own filters. Unknown keys fail.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends Record<string, z.ZodMiniType>,
>(sortColumns: S, filters: F) {
  return z.strictObject({
    page: z._default(intParam(1, 1_000_000), LIST_DEFAULTS.page),
    pageSize: z._default(intParam(1, 100), LIST_DEFAULTS.pageSize),
    cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    sort: z._default(z.enum(sortColumns), sortColumns[0] as S[0]),
    order: z._default(z.enum(['asc', 'desc']), LIST_DEFAULTS.order),
    q: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    from: z.optional(dateParamSchema),
    to: z.optional(dateParamSchema),
    ...filters,
  });
}

export function listDataSchema<T extends z.ZodMiniType>(record: T) {
  return z.object({
    list: z.array(record),
    total: countSchema,
    page: countSchema,
    pageSize: z.number().check(z.int(), z.gte(1), z.lte(100)),
    nextCursor: z.nullable(z.string()),
  });
}
export type ListData<T> = {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
};

/** Inclusive bounds of `from`/`to`; a bare date `to` extends to the end of that UTC day. */
export function dateRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const toDate = (value: string, endOfDay: boolean) =>
    value.length === 10
      ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`)
      : new Date(value);
  return { from: from ? toDate(from, false) : undefined, to: to ? toDate(to, true) : undefined };
}

/** Keyset position: the sort column's value and the row id of the last row served. */
export type Cursor = { sort: string; order: 'asc' | 'desc'; value: string | number | null; id: string };

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify([cursor.sort, cursor.order, cursor.value, cursor.id]);
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Returns null for anything this code did not produce, or for a cursor of another sort. */
export function decodeCursor(text: string, sort: string, order: 'asc' | 'desc'): Cursor | null {
  try {
    const json = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [s, o, value, id] = parsed as unknown[];
    if (s !== sort || o !== order || typeof id !== 'string' || !/^[1-9]\d{0,17}$/.test(id)) return null;
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') return null;
    return { sort, order, value, id };
  } catch {
    return null;
  }
}
