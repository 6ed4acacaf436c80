import type { Access, EndpointParsedInput, SessionUser, UserRelation } from '@nsa/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { toInt, toIso } from '../db/values.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';
import { downlineOf } from './scope.ts';

const RELATION_LIST: ListShape = {
  from: sql`from user_relations r`,
  select: sql`r.descendant, r.ancestor, r.level, r.created_at,
    (select count(*) from user_relations c where c.ancestor = r.descendant and c.level = 1)::int as direct_count,
    (select count(*) from user_relations c where c.ancestor = r.descendant)::int as downline_count`,
  id: sql`r.id`,
  createdAt: sql`r.created_at`,
  sorts: {
    createdAt: { expr: sql`r.created_at`, type: 'timestamptz' },
    level: { expr: sql`r.level`, type: 'int' },
  },
  estimateTable: 'user_relations',
};

/** Ancestor/descendant pairs of the closure table, with the descendant's direct and total downline. */
export function listUserRelations(
  db: Db,
  input: EndpointParsedInput<'userRelation'>,
  access: Access,
  actor: SessionUser,
) {
  const where: SQL[] = [];
  if (access === 'downline') {
    // Pairs inside the kol's subtree: the descendant below the kol, the ancestor the kol or below it.
    const downline = downlineOf(actor.address);
    where.push(sql`r.descendant in ${downline}`);
    where.push(sql`(r.ancestor = ${actor.address} or r.ancestor in ${downline})`);
  }
  if (input.userAddress) where.push(sql`r.descendant = ${input.userAddress}`);
  if (input.inviterAddress) where.push(sql`r.ancestor = ${input.inviterAddress}`);
  if (input.level) where.push(sql`r.level = ${input.level}`);
  if (input.q)
    where.push(
      searchWhere(
        'userRelation',
        { userAddress: { expr: sql`r.descendant` }, inviterAddress: { expr: sql`r.ancestor` } },
        input.q,
      ),
    );
  return runList<UserRelation>(db, input, {
    shape: RELATION_LIST,
    where,
    map: (r) => ({
      userAddress: r.descendant as `0x${string}`,
      inviterAddress: r.ancestor as `0x${string}`,
      level: toInt(r.level),
      directCount: toInt(r.direct_count),
      downlineCount: toInt(r.downline_count),
      createdAt: toIso(r.created_at),
    }),
  });
}
