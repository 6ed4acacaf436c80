import {
  type Access,
  dateRange,
  type EndpointParsedInput,
  type SessionUser,
  STATS_MAX_BUCKETS,
  type Stats,
  type StatsBucket,
  type TokenAmount,
} from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { toInt, toIso, toText } from '../db/values.ts';
import { HttpError } from '../errors.ts';
import { scopeTo } from './scope.ts';

const DAY_MS = 86_400_000;

/** The first instant of the UTC day or ISO week (Monday) holding `at`, as PostgreSQL's date_trunc. */
function bucketStart(at: Date, bucket: 'day' | 'week'): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (bucket === 'day') return new Date(day);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

/** The bounds asked for, inclusive, and each bucket's start; a range beyond 366 buckets is refused. */
function buckets(input: EndpointParsedInput<'stats'>): { from: Date; to: Date; starts: Date[] } {
  const { from, to } = dateRange(input.from, input.to) as { from: Date; to: Date };
  for (const [field, date] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!(date.getUTCFullYear() >= 1 && date.getUTCFullYear() <= 9999)) {
      throw new HttpError('400', `${field}: date out of range`);
    }
  }
  if (to < from) throw new HttpError('400', `to: ${input.to} is before from (${input.from})`);
  const step = input.bucket === 'day' ? DAY_MS : 7 * DAY_MS;
  const first = bucketStart(from, input.bucket).getTime();
  const count = Math.floor((bucketStart(to, input.bucket).getTime() - first) / step) + 1;
  if (count > STATS_MAX_BUCKETS) {
    throw new HttpError(
      '400',
      `to: the range holds ${count} ${input.bucket}s; at most ${STATS_MAX_BUCKETS} buckets — choose a shorter range or weeks`,
    );
  }
  return { from, to, starts: Array.from({ length: count }, (_, i) => new Date(first + i * step)) };
}

/** The first instant of the UTC day after `at`, or `at` itself when it starts a day. */
function nextDayStart(at: Date): Date {
  const day = bucketStart(at, 'day');
  return day.getTime() === at.getTime() ? day : new Date(day.getTime() + DAY_MS);
}

/**
 * Paid orders per bucket, chain and token: the whole UTC days of the range from the daily rollups
 * (migration 0007; a million orders are a few hundred rows), the part days at either end from the
 * orders themselves. A kol's sum its downline's buyers' rows.
 */
function paidSales(range: {
  from: Date;
  to: Date;
  bucketOf: (column: SQL) => SQL;
  access: Access;
  actor: SessionUser;
}): SQL {
  const { from, to, bucketOf, access, actor } = range;
  const wholeFrom = nextDayStart(from);
  const wholeTo = bucketStart(new Date(to.getTime() + 1), 'day'); // exclusive
  const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
  const day = (at: Date) => sql`${at.toISOString().slice(0, 10)}::date`;
  const scope = (column: SQL) => {
    const s = scopeTo(access, actor.address, column);
    return s ? sql` and ${s}` : sql``;
  };
  const parts: SQL[] = [];
  const edges: SQL[] = [];
  if (wholeFrom < wholeTo) {
    const table = access === 'downline' ? sql`buyer_sales_daily` : sql`sales_daily`;
    parts.push(sql`select ${bucketOf(sql`(d.day::timestamp at time zone 'UTC')`)} as b, d.chain_id, d.token_symbol,
        d.amount, d.count as n
      from ${table} d where d.day >= ${day(wholeFrom)} and d.day < ${day(wholeTo)} and d.count > 0${scope(sql`d.address`)}`);
    if (from < wholeFrom)
      edges.push(sql`(o.created_at >= ${iso(from)} and o.created_at < ${iso(wholeFrom)})`);
    if (wholeTo <= to) edges.push(sql`(o.created_at >= ${iso(wholeTo)} and o.created_at <= ${iso(to)})`);
  } else {
    edges.push(sql`(o.created_at >= ${iso(from)} and o.created_at <= ${iso(to)})`);
  }
  if (edges.length > 0) {
    parts.push(sql`select ${bucketOf(sql`o.created_at`)} as b, o.chain_id, o.token_symbol, o.amount, 1 as n
      from orders o where o.status = 'paid' and (${sql.join(edges, sql` or `)})${scope(sql`o.address`)}`);
  }
  return sql`select s.b, s.chain_id, s.token_symbol, sum(s.amount)::text as amount, sum(s.n) as n
    from (${sql.join(parts, sql` union all `)}) s
    group by 1, 2, 3 order by 1, 2, 3`;
}

type Grouped = { b: unknown; chain_id: unknown; token_symbol: string; amount: unknown; n: unknown };

/**
 * Figures per day or week (UTC): paid orders by chain and token, new users, commissions, and for
 * super and admin the withdrawals decided; a kol's are its downline's (as its lists show them).
 * Each figure counts the same rows as its list with the same `from`/`to`.
 */
export async function stats(
  db: Db,
  input: EndpointParsedInput<'stats'>,
  access: Access,
  actor: SessionUser,
): Promise<Stats> {
  const { from, to, starts } = buckets(input);
  const unit = sql.raw(`'${input.bucket}'`);
  const within = (column: SQL) =>
    sql`${column} >= ${from.toISOString()}::timestamptz and ${column} <= ${to.toISOString()}::timestamptz`;
  const scoped = (column: SQL) => {
    const scope = scopeTo(access, actor.address, column);
    return scope ? sql` and ${scope}` : sql``;
  };
  const bucketOf = (column: SQL) => sql`date_trunc(${unit}, ${column}, 'UTC')`;
  const [sales, commissions, newUsers, decided] = await Promise.all([
    queryRows<Grouped>(db, paidSales({ from, to, bucketOf, access, actor })),
    queryRows<Grouped>(
      db,
      sql`select ${bucketOf(sql`r.created_at`)} as b, r.chain_id, r.token_symbol,
            sum(r.commission)::text as amount, count(*) as n
          from referral_orders r where ${within(sql`r.created_at`)}${scoped(sql`r.buyer_address`)}
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
    queryRows<{ b: unknown; n: unknown }>(
      db,
      sql`select ${bucketOf(sql`u.created_at`)} as b, count(*) as n
          from users u where ${within(sql`u.created_at`)}${scoped(sql`u.address`)}
          group by 1`,
    ),
    access === 'downline'
      ? Promise.resolve([])
      : queryRows<{ b: unknown; status: string; n: unknown }>(
          db,
          sql`select ${bucketOf(sql`w.decided_at`)} as b, w.status, count(*) as n
              from withdrawals w where w.status in ('approved', 'rejected') and ${within(sql`w.decided_at`)}
              group by 1, 2`,
        ),
  ]);
  const byStart = new Map<string, StatsBucket>(
    starts.map((start) => {
      const bucket: StatsBucket = { start: start.toISOString(), sales: [], newUsers: 0, commissions: [] };
      if (access !== 'downline') bucket.withdrawals = { approved: 0, rejected: 0 };
      return [bucket.start, bucket];
    }),
  );
  const at = (b: unknown) => {
    const bucket = byStart.get(toIso(b));
    if (!bucket) throw new Error(`stats: a row outside the buckets (${String(b)})`);
    return bucket;
  };
  const amount = (r: Grouped): TokenAmount => ({
    chainId: toInt(r.chain_id) as TokenAmount['chainId'],
    tokenSymbol: r.token_symbol as TokenAmount['tokenSymbol'],
    amount: toText(r.amount),
  });
  for (const r of sales) at(r.b).sales.push({ ...amount(r), count: toInt(r.n) });
  for (const r of commissions) at(r.b).commissions.push(amount(r));
  for (const r of newUsers) at(r.b).newUsers = toInt(r.n);
  for (const r of decided) {
    const withdrawals = at(r.b).withdrawals;
    if (withdrawals) withdrawals[r.status === 'approved' ? 'approved' : 'rejected'] = toInt(r.n);
  }
  return { buckets: [...byStart.values()] };
}
