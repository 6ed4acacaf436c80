import {
  type Access,
  canGrantRole,
  type EndpointParsedInput,
  type Role,
  type SessionUser,
  type User,
} from '@nsa/api';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { toInt, toIso, toText } from '../db/values.ts';
import { HttpError } from '../errors.ts';
import { appendAudit } from './audit.ts';
import { type ListShape, runList, searchWhere } from './lists.ts';
import { scopeTo } from './scope.ts';

const userColumns = sql`u.id::text as id, u.address, u.role, u.inviter_address, u.points::text as points, u.remark, u.label, u.disabled, u.created_at`;

export function toUser(r: Record<string, unknown>): User {
  return {
    id: toText(r.id),
    address: r.address as `0x${string}`,
    role: r.role as Role,
    inviterAddress: (r.inviter_address ?? r.inviterAddress ?? null) as `0x${string}` | null,
    points: toInt(r.points),
    remark: (r.remark ?? null) as string | null,
    label: (r.label ?? null) as string | null,
    disabled: r.disabled === true || r.disabled === 't',
    createdAt: toIso(r.created_at ?? r.createdAt),
  };
}

const USER_LIST: ListShape = {
  from: sql`from users u`,
  select: userColumns,
  id: sql`u.id`,
  createdAt: sql`u.created_at`,
  sorts: {
    createdAt: { expr: sql`u.created_at`, type: 'timestamptz' },
    points: { expr: sql`u.points`, type: 'numeric' },
    address: { expr: sql`u.address`, type: 'text' },
  },
  estimateTable: 'users',
};

export function listUsers(db: Db, input: EndpointParsedInput<'users'>, access: Access, actor: SessionUser) {
  const where: SQL[] = [];
  const scope = scopeTo(access, actor.address, sql`u.address`);
  if (scope) where.push(scope);
  if (input.role) where.push(sql`u.role = ${input.role}`);
  if (input.address) where.push(sql`u.address = ${input.address}`);
  if (input.inviterAddress) where.push(sql`u.inviter_address = ${input.inviterAddress}`);
  if (input.q) {
    where.push(
      searchWhere(
        'users',
        { id: { expr: sql`u.id`, bigint: true }, address: { expr: sql`u.address` } },
        input.q,
      ),
    );
  }
  return runList(db, input, {
    shape: USER_LIST,
    where,
    map: toUser,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A new user, its closure rows and its audit entry in one transaction; no permission check. */
export async function insertUser(
  db: Db,
  input: {
    address: `0x${string}`;
    role: Role;
    inviterAddress?: `0x${string}` | undefined;
    remark?: string | undefined;
  },
  actorAddress: string,
  now: Date,
): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.address, input.address));
      if (existing) throw new HttpError('409', `address: ${input.address} is already a user`);
      if (input.inviterAddress) {
        const [inviter] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.address, input.inviterAddress));
        if (!inviter) throw new HttpError('400', `inviterAddress: ${input.inviterAddress} is not a user`);
      }
      const [created] = await tx
        .insert(users)
        .values({
          address: input.address,
          role: input.role,
          inviterAddress: input.inviterAddress ?? null,
          remark: input.remark || null,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('insert users returned no row');
      if (input.inviterAddress) {
        // The new leaf's ancestors: its inviter at level 1, then the inviter's ancestors one further.
        await tx.execute(sql`
          insert into user_relations (ancestor, descendant, level, created_at)
          select ${input.inviterAddress}, ${input.address}, 1, ${now.toISOString()}::timestamptz
          union all
          select r.ancestor, ${input.address}, r.level + 1, ${now.toISOString()}::timestamptz
            from user_relations r where r.descendant = ${input.inviterAddress}`);
      }
      const user = toUser(created);
      await appendAudit(tx, {
        actorAddress,
        action: 'user.create',
        target: user.address,
        before: null,
        after: { role: user.role, inviterAddress: user.inviterAddress, remark: user.remark },
        at: now,
      });
      return user;
    });
  } catch (error) {
    // Two concurrent creations of one address: the loser hits the unique index.
    if (isUniqueViolation(error)) throw new HttpError('409', `address: ${input.address} is already a user`);
    throw error;
  }
}

export function createUser(
  db: Db,
  input: EndpointParsedInput<'createUser'>,
  actor: SessionUser,
  now: Date,
): Promise<User> {
  if (!canGrantRole(actor.role, input.role)) {
    throw new HttpError('403', `role: ${actor.role} may not grant the role ${input.role}`);
  }
  return insertUser(db, input, actor.address, now);
}
