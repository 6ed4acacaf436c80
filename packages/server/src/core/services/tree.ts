import type {
  Access,
  EndpointParsedInput,
  SessionUser,
  TokenAmount,
  TreeNode,
  TreePeriod,
  UserTree,
} from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { toInt, toText } from '../db/values.ts';
import { HttpError } from '../errors.ts';

/** Direct invitees answered per node: the largest downlines first. */
export const TREE_CHILDREN_MAX = 200;

const PERIOD_DAYS: Record<TreePeriod, number | null> = { '7d': 7, '30d': 30, all: null };

type CountRow = { address: string; label: string | null; direct: unknown; downline: unknown };
type SumRow = { who: string; chain_id: unknown; token_symbol: string; amount: unknown };

const DAY_MS = 86_400_000;

/**
 * Paid orders per buyer since `since` (all of them for null): whole UTC days from the per-buyer
 * daily rollup (migration 0007), so a node's volume reads its downline's days, not every order;
 * the part day after `since` from the orders themselves.
 */
function paidByBuyer(since: Date | null): SQL {
  const rollup = sql`select b.address, b.chain_id, b.token_symbol, b.amount from buyer_sales_daily b where b.count > 0`;
  if (since === null) return rollup;
  const startOfDay = Math.floor(since.getTime() / DAY_MS) * DAY_MS;
  const wholeFrom = new Date(startOfDay === since.getTime() ? startOfDay : startOfDay + DAY_MS);
  return sql`${rollup} and b.day >= ${wholeFrom.toISOString().slice(0, 10)}::date
    union all
    select o.address, o.chain_id, o.token_symbol, o.amount from orders o
    where o.status = 'paid' and o.created_at >= ${since.toISOString()}::timestamptz
      and o.created_at < ${wholeFrom.toISOString()}::timestamptz`;
}

/** Sums per address, as the record's lists of amounts (one per chain and token). */
function byAddress(rows: SumRow[]): Map<string, TokenAmount[]> {
  const out = new Map<string, TokenAmount[]>();
  for (const r of rows) {
    const list = out.get(r.who) ?? [];
    list.push({
      chainId: toInt(r.chain_id) as TokenAmount['chainId'],
      tokenSymbol: r.token_symbol as TokenAmount['tokenSymbol'],
      amount: toText(r.amount),
    });
    out.set(r.who, list);
  }
  return out;
}

/**
 * Whose node a call asks for: a kol its own by default, and only inside its downline (any other
 * address is `404`, as if it did not exist); super and admin name one.
 */
async function nodeAddress(
  db: Db,
  input: EndpointParsedInput<'userTree'>,
  access: Access,
  actor: SessionUser,
) {
  if (access === 'downline') {
    const address = input.address ?? actor.address;
    if (address === actor.address) return address;
    const [inside] = await queryRows<{ one: unknown }>(
      db,
      sql`select 1 as one from user_relations r where r.ancestor = ${actor.address} and r.descendant = ${address}`,
    );
    if (!inside) throw new HttpError('404', `address: ${address} is not in your downline`);
    return address;
  }
  if (!input.address) throw new HttpError('400', 'address: required (whose node to show)');
  return input.address;
}

/**
 * A node of the referral tree and its direct invitees (at most 200, largest downline first), each
 * with its direct and total downline, its downline's paid orders (`volume`) and the commission it
 * earned over the period.
 */
export async function userTree(
  db: Db,
  input: EndpointParsedInput<'userTree'>,
  access: Access,
  actor: SessionUser,
  now: Date,
): Promise<UserTree> {
  const address = await nodeAddress(db, input, access, actor);
  const counts = (who: SQL) => sql`
    (select count(*) from user_relations d where d.ancestor = ${who} and d.level = 1) as direct,
    (select count(*) from user_relations d where d.ancestor = ${who}) as downline`;
  const [node] = await queryRows<CountRow>(
    db,
    sql`select u.address, u.label, ${counts(sql`u.address`)} from users u where u.address = ${address}`,
  );
  if (!node) throw new HttpError('404', `address: ${address} is not a user`);
  // Counting every direct invitee's downline is what ranking them needs; only the first 200 get sums.
  const children = await queryRows<CountRow>(
    db,
    sql`select k.address, u.label, k.direct, k.downline
        from (select c.descendant as address,
                (select count(*) from user_relations d where d.ancestor = c.descendant and d.level = 1) as direct,
                (select count(*) from user_relations d where d.ancestor = c.descendant) as downline
              from user_relations c where c.ancestor = ${address} and c.level = 1
              order by downline desc, c.descendant
              limit ${TREE_CHILDREN_MAX}) k
        join users u on u.address = k.address
        order by k.downline desc, k.address`,
  );
  const who = [node, ...children].map((r) => r.address);
  const days = PERIOD_DAYS[input.period];
  const since = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  const list = `{${who.join(',')}}`;
  const [volume, commission] = await Promise.all([
    queryRows<SumRow>(
      db,
      sql`select r.ancestor as who, s.chain_id, s.token_symbol, sum(s.amount)::text as amount
          from user_relations r join (${paidByBuyer(since)}) s on s.address = r.descendant
          where r.ancestor = any(${list}::text[])
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
    queryRows<SumRow>(
      db,
      sql`select o.referrer_address as who, o.chain_id, o.token_symbol, sum(o.commission)::text as amount
          from referral_orders o
          where o.referrer_address = any(${list}::text[])
            ${since ? sql`and o.created_at >= ${since.toISOString()}::timestamptz` : sql``}
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
  ]);
  const volumes = byAddress(volume);
  const commissions = byAddress(commission);
  const toNode = (r: CountRow): TreeNode => ({
    address: r.address as `0x${string}`,
    label: r.label ?? null,
    directCount: toInt(r.direct),
    downlineCount: toInt(r.downline),
    volume: volumes.get(r.address) ?? [],
    commission: commissions.get(r.address) ?? [],
  });
  return { node: toNode(node), children: children.map(toNode) };
}
