import {
  type Cursor,
  dateRange,
  decodeCursor,
  encodeCursor,
  LIST_RULES,
  type ListData,
  type ListName,
  type ListParams,
  type QueryMatch,
} from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { HttpError } from '../errors.ts';

export type SortType = 'timestamptz' | 'numeric' | 'int' | 'bigint' | 'text';
export type SortSpec = { expr: SQL; type: SortType };

/**
 * What a list reads, the same on every request: made once (a module's constant), so the statement
 * of its unfiltered pages is rendered once per sort and order, not on every request.
 */
export type ListShape = {
  /** `from … [join …]` with the table aliased as in `select`. */
  from: SQL;
  select: SQL;
  id: SQL;
  createdAt: SQL;
  sorts: Record<string, SortSpec>;
  /** Table whose planner estimate may stand in for the total when nothing filters it. */
  estimateTable: string;
};

export type ListSpec<Row> = {
  shape: ListShape;
  where: SQL[];
  map: (row: Record<string, unknown>) => Row;
};

/** Above this many rows an unfiltered list reports the planner's estimate instead of counting. */
const EXACT_COUNT_LIMIT = 100_000;

/** Where a page starts: after a cursor's row, or at the first row of a deep page. */
type Bound = { value: string; id: string; inclusive: boolean };

/** From this offset on, a page number is served by a seek instead of skipping rows it reads. */
const SEEK_OFFSET = 1_000;

// Text PostgreSQL cannot hold or would silently alter.
export const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const INT4 = 2n ** 31n;
const INT8 = 2n ** 63n;
const inRange = (value: string, limit: bigint) => BigInt(value) >= -limit && BigInt(value) < limit;
const timestamp =
  /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(\.\d{1,6})?(?:([+-])(\d\d)(?::?(\d\d))?|Z)?$/;

/** A real instant PostgreSQL accepts: no 13th month, 30 February, hour 24 or year 0. */
function isTimestamp(value: string): boolean {
  const match = timestamp.exec(value);
  if (!match) return false;
  const [y, mo, d, h, mi, se] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, se));
  date.setUTCFullYear(y);
  const offsetOk = match[9] === undefined || (Number(match[9]) <= 15 && Number(match[10] ?? 0) <= 59);
  return (
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === se &&
    offsetOk
  );
}

/** What a cursor's sort value must be for its column's type, so a crafted one is a 400, not a 500. */
const validValue: Record<SortType, (value: string) => boolean> = {
  timestamptz: isTimestamp,
  numeric: (value) => /^-?\d{1,40}(\.\d{1,40})?$/.test(value),
  int: (value) => /^-?\d{1,10}$/.test(value) && inRange(value, INT4),
  bigint: (value) => /^-?\d{1,19}$/.test(value) && inRange(value, INT8),
  text: (value) => value.length <= 200 && !value.includes('\u0000') && !loneSurrogate.test(value),
};

/** `lower(column) LIKE 'q%'` with LIKE wildcards in `q` taken literally. */
export function prefixMatch(column: SQL, q: string): SQL {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
  return sql`lower(${column}) like ${`${escaped}%`}`;
}

/** An exact id match when `q` looks like an id, else nothing. */
export function idMatch(column: SQL, q: string): SQL | null {
  return /^[1-9]\d{0,17}$/.test(q) ? sql`${column} = ${q}::bigint` : null;
}

/** A searchable field's column; `bigint` ids match only text that is an id. */
export type SearchColumn = { expr: SQL; bigint?: boolean };

/** `q` over the list's searchable fields as LIST_RULES says: each field named once, no field left out. */
export function searchWhere<L extends ListName>(
  list: L,
  columns: Record<keyof (typeof LIST_RULES)[L]['search'], SearchColumn>,
  q: string,
): SQL {
  const fields = LIST_RULES[list].search as Record<string, QueryMatch>;
  const byField = columns as Record<string, SearchColumn>;
  return anyOf(
    Object.entries(fields).map(([field, match]) => {
      const column = byField[field] as SearchColumn;
      if (match === 'prefix') return prefixMatch(column.expr, q);
      return column.bigint ? idMatch(column.expr, q) : sql`${column.expr} = ${q}`;
    }),
  );
}

export function anyOf(parts: (SQL | null)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== null);
  return present.length === 0 ? sql`false` : sql`(${sql.join(present, sql` or `)})`;
}

function decode(params: ListParams, spec: SortSpec): Cursor | null {
  if (params.cursor === undefined) return null;
  const cursor = decodeCursor(params.cursor, params.sort, params.order);
  if (!cursor || typeof cursor.value !== 'string' || !validValue[spec.type](cursor.value)) {
    throw new HttpError('400', 'cursor: not a cursor of this list, sort and order');
  }
  return cursor;
}

/**
 * The list's total as one SQL expression: the planner's estimate for a big unfiltered table, else
 * an exact count. It rides along with the page's own query, so a page costs one round trip.
 */
function totalExpression(from: SQL, where: SQL, filtered: boolean, table: string): SQL {
  const exact = sql`(select count(*) ${from} where ${where})`;
  if (filtered) return exact;
  return sql`(select case when e.n >= ${EXACT_COUNT_LIMIT} then e.n else ${exact} end
    from (select coalesce((select reltuples::bigint from pg_class where oid = to_regclass(${table})), -1) as n) e)`;
}

type PageStatement = (values: { limit: number; offset: number }) => Promise<Record<string, unknown>[]>;
const pageStatements = new WeakMap<Db, WeakMap<ListShape, Map<string, PageStatement>>>();
const dialect = new PgDialect();

/**
 * The statement of `shape`'s unfiltered pages in one sort and order, rendered on its first use
 * per database, with its limit and offset left as placeholders. Rendering Drizzle's template was
 * about 3 % of a users page's CPU (profiled); a list's first page is what every screen asks first.
 */
function unfilteredPage(db: Db, shape: ListShape, sortAndOrder: string, build: () => SQL): PageStatement {
  let byShape = pageStatements.get(db);
  if (!byShape) {
    byShape = new WeakMap();
    pageStatements.set(db, byShape);
  }
  let bySort = byShape.get(shape);
  if (!bySort) {
    bySort = new Map();
    byShape.set(shape, bySort);
  }
  let statement = bySort.get(sortAndOrder);
  if (!statement) {
    const prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, undefined, false);
    statement = async (values) => {
      // postgres.js answers with the rows, PGlite with `{ rows }` (as `queryRows` reads them).
      const result: unknown = await prepared.execute(values);
      return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
    };
    bySort.set(sortAndOrder, statement);
  }
  return statement;
}

/** The list contract: filters, `from`/`to`, whitelisted sort, page or keyset cursor, total. */
export async function runList<Row>(
  db: Db,
  params: ListParams,
  { shape: spec, where: filters, map }: ListSpec<Row>,
): Promise<ListData<Row>> {
  const sort = spec.sorts[params.sort];
  if (!sort) throw new HttpError('400', `sort: unknown column ${params.sort}`);
  const cursor = decode(params, sort);
  const where = [...filters];
  const range = dateRange(params.from, params.to);
  for (const [field, date] of Object.entries(range)) {
    // Year 0 and BC dates pass the ISO syntax check but are outside what timestamptz accepts.
    if (date && !(date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999)) {
      throw new HttpError('400', `${field}: date out of range`);
    }
  }
  if (range.from) where.push(sql`${spec.createdAt} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) where.push(sql`${spec.createdAt} <= ${range.to.toISOString()}::timestamptz`);
  const filtered = where.length > 0;
  const whereSql = filtered ? sql.join(where, sql` and `) : sql`true`;

  const cast = sql.raw(sort.type);
  const desc = params.order === 'desc';
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const order = sql`order by ${sort.expr} ${direction}, ${spec.id} ${direction}`;
  const offset = cursor ? 0 : (params.page - 1) * params.pageSize;
  // A deep page number first finds the page's first row by walking only the sort index (an
  // index-only scan, no table rows read), then reads its rows like a cursor page from there.
  const seek = !cursor && offset >= SEEK_OFFSET;
  let start: Bound | null = cursor
    ? { value: cursor.value as string, id: cursor.id, inclusive: false }
    : null;
  if (seek) {
    const [first] = await queryRows<{ v: unknown; id: unknown }>(
      db,
      sql`select (${sort.expr})::text as v, ${spec.id}::text as id
          ${spec.from} where ${whereSql} ${order} limit 1 offset ${offset}`,
    );
    start = first ? { value: String(first.v), id: String(first.id), inclusive: true } : null;
  }
  const compare = sql.raw(`${desc ? '<' : '>'}${start?.inclusive ? '=' : ''}`);
  const keyset = start
    ? sql` and (${sort.expr}, ${spec.id}) ${compare} (${start.value}::${cast}, ${start.id}::bigint)`
    : sql``;
  // A seek that found no first row is past the end: nothing to read.
  const total = totalExpression(spec.from, whereSql, filtered, spec.estimateTable);
  const pageQuery = (limit: unknown, skip: unknown) =>
    sql`select ${spec.select}, (${sort.expr})::text as "__sortValue", ${spec.id}::text as "__id",
          ${total} as "__total"
        ${spec.from} where ${whereSql}${keyset}
        ${order} limit ${limit} offset ${skip}`;
  const rows =
    seek && !start
      ? []
      : !filtered && !start
        ? await unfilteredPage(db, spec, `${params.sort} ${desc ? 'desc' : 'asc'}`, () =>
            pageQuery(sql.placeholder('limit'), sql.placeholder('offset')),
          )({ limit: params.pageSize + 1, offset })
        : await queryRows<Record<string, unknown>>(db, pageQuery(params.pageSize + 1, seek ? 0 : offset));
  const more = rows.length > params.pageSize;
  const page = rows.slice(0, params.pageSize);
  const last = page.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({
          sort: params.sort,
          order: params.order,
          value: String(last.__sortValue),
          id: String(last.__id),
        })
      : null;
  return {
    list: page.map(map),
    // A page past the end has no row to carry the total: then it is asked for alone.
    total: Number(
      rows[0]?.__total ?? (await queryRows<{ n: unknown }>(db, sql`select ${total} as n`))[0]?.n ?? 0,
    ),
    page: cursor ? 0 : params.page,
    pageSize: params.pageSize,
    nextCursor,
  };
}
