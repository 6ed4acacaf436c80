import {
  accountChangeRefusal,
  type EndpointParsedInput,
  maySeeSessions,
  type Role,
  type Session,
  type SessionUser,
  type User,
} from '@nsa/api';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { toIso, toText } from '../db/values.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { appendAudit } from './audit.ts';
import { hashToken } from './secrets.ts';
import { toUser } from './users.ts';

/** The sessions list's bound: an account with more live sessions shows its newest. */
const SESSIONS_MAX = 100;

type Account = { id: string; address: `0x${string}`; role: Role };

async function accountOf(db: Db, address: `0x${string}`, lock = false): Promise<Account> {
  const [row] = await queryRows<{ id: unknown; address: string; role: string }>(
    db,
    lock
      ? sql`select id::text as id, address, role from users where address = ${address} for update`
      : sql`select id::text as id, address, role from users where address = ${address}`,
  );
  if (!row) throw new HttpError('404', `address: ${address} is not a user`);
  return { id: toText(row.id), address: row.address as `0x${string}`, role: row.role as Role };
}

/** Revokes every live session of a user inside `tx`; how many it ended. */
async function revokeAllOf(tx: Db, userId: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: unknown }>(
    tx,
    sql`update sessions set revoked_at = ${now.toISOString()}::timestamptz
        where user_id = ${userId}::bigint and revoked_at is null
          and expires_at > ${now.toISOString()}::timestamptz
        returning id`,
  );
  return rows.length;
}

export type AccountChange = { role?: Role; disabled?: boolean; label?: string | null };

/**
 * Changes an account's role, disabled flag and label, with its `user.update` audit entry, in one
 * transaction; `allow` refuses (throws) before anything changes. Disabling revokes the account's
 * sessions in the same transaction, so its next request on any replica is 401. The API and the
 * admin CLI (super accounts) both change accounts through here.
 */
export async function changeAccount(
  db: Db,
  address: `0x${string}`,
  change: AccountChange,
  actorAddress: string,
  now: Date,
  allow: (target: Account) => void = () => {},
): Promise<User> {
  return db.transaction(async (tx) => {
    // The row lock orders concurrent changes of one account: each sees the other's result.
    const target = await accountOf(tx, address, true);
    allow(target);
    const [before] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select role, disabled, label from users where id = ${target.id}::bigint`,
    );
    const [updated] = await queryRows<Record<string, unknown>>(
      tx,
      sql`update users set
            role = coalesce(${change.role ?? null}, role),
            disabled = coalesce(${change.disabled ?? null}::boolean, disabled),
            label = case when ${change.label !== undefined} then ${change.label ?? null} else label end
          where id = ${target.id}::bigint
          returning id::text as id, address, role, inviter_address, points::text as points, remark, label,
            disabled, created_at`,
    );
    if (!updated || !before) throw new Error('update users returned no row');
    const user = toUser(updated);
    // Disabling ends every session (a role change needs none: each request reads the role anew).
    const revoked = user.disabled ? await revokeAllOf(tx, target.id, now) : 0;
    // The audit entry keeps only what changed, as before → after.
    const was = {
      role: before.role,
      disabled: before.disabled === true || before.disabled === 't',
      label: before.label ?? null,
    };
    const is = { role: user.role, disabled: user.disabled, label: user.label };
    const changed = (Object.keys(is) as (keyof typeof is)[]).filter((k) => was[k] !== is[k]);
    await appendAudit(tx, {
      actorAddress,
      action: 'user.update',
      target: user.address,
      before: Object.fromEntries(changed.map((k) => [k, was[k]])),
      after: {
        ...Object.fromEntries(changed.map((k) => [k, is[k]])),
        ...(revoked ? { sessionsRevoked: revoked } : {}),
      },
      at: now,
    });
    return user;
  });
}

/** `POST /api/manage/user/update`: an account the caller may change (Staff accounts). */
export function updateUser(
  deps: Deps,
  input: EndpointParsedInput<'updateUser'>,
  actor: SessionUser,
): Promise<User> {
  const { address, ...change } = input;
  return changeAccount(deps.database.db, address, change, actor.address, deps.now(), (target) => {
    const refusal = accountChangeRefusal(actor, target, change.role);
    if (refusal) throw new HttpError('403', refusal);
  });
}

/** The account whose sessions a call names (the caller's own by default), once allowed. */
async function sessionsOwner(db: Db, actor: SessionUser, address?: `0x${string}`): Promise<Account> {
  if (!address || address === actor.address) return { ...actor, address: actor.address };
  if (actor.role !== 'super' && actor.role !== 'admin') {
    throw new HttpError('403', `address: role ${actor.role} may see only its own sessions`);
  }
  const owner = await accountOf(db, address);
  if (!maySeeSessions(actor, owner)) {
    throw new HttpError('403', `address: ${actor.role} may not see the sessions of a ${owner.role} account`);
  }
  return owner;
}

const liveSessions = (now: Date, idleTtlMs: number) =>
  sql`s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
      and s.last_seen_at > ${new Date(now.getTime() - idleTtlMs).toISOString()}::timestamptz`;

/** `GET /api/manage/sessions`: an account's live sessions, newest first. */
export async function listSessions(
  deps: Deps,
  input: EndpointParsedInput<'sessions'>,
  actor: SessionUser,
  token: string,
): Promise<{ list: Session[] }> {
  const db = deps.database.db;
  const owner = await sessionsOwner(db, actor, input.address);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.id::text as id, s.created_at, s.last_seen_at, s.expires_at, s.ip, s.user_agent,
          s.token_hash = ${hashToken(token)} as current
        from sessions s
        where s.user_id = ${owner.id}::bigint and ${liveSessions(deps.now(), deps.auth.idleTtlMs)}
        order by s.created_at desc, s.id desc limit ${SESSIONS_MAX}`,
  );
  return {
    list: rows.map((r) => ({
      id: toText(r.id),
      address: owner.address,
      createdAt: toIso(r.created_at),
      lastSeenAt: toIso(r.last_seen_at),
      expiresAt: toIso(r.expires_at),
      ip: (r.ip ?? null) as string | null,
      userAgent: (r.user_agent ?? null) as string | null,
      current: r.current === true || r.current === 't',
    })),
  };
}

/** `POST /api/manage/sessions/revoke`: one session by id, or all of an account's. */
export async function revokeSessions(
  deps: Deps,
  input: EndpointParsedInput<'revokeSessions'>,
  actor: SessionUser,
): Promise<{ revoked: number }> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    let owner: Account;
    let revoked: number;
    if (input.id !== undefined) {
      const [row] = await queryRows<{ user_id: unknown; address: string; role: string }>(
        tx,
        sql`select s.user_id::text as user_id, u.address, u.role from sessions s join users u on u.id = s.user_id
            where s.id = ${input.id}::bigint and ${liveSessions(now, deps.auth.idleTtlMs)}
            for update of s`,
      );
      const found = row && {
        id: toText(row.user_id),
        address: row.address as `0x${string}`,
        role: row.role as Role,
      };
      if (!found) throw new HttpError('404', `id: no live session ${input.id}`);
      if (!maySeeSessions(actor, found)) {
        throw new HttpError('403', `id: ${actor.role} may not end the sessions of a ${found.role} account`);
      }
      owner = found;
      const ended = await queryRows<{ id: unknown }>(
        tx,
        sql`update sessions set revoked_at = ${now.toISOString()}::timestamptz
            where id = ${input.id}::bigint and revoked_at is null returning id`,
      );
      revoked = ended.length;
    } else {
      owner = await sessionsOwner(tx, actor, input.address);
      revoked = await revokeAllOf(tx, owner.id, now);
    }
    await appendAudit(tx, {
      actorAddress: actor.address,
      action: 'session.revoke',
      target: owner.address,
      before: null,
      after: { revoked, ...(input.id !== undefined ? { session: input.id } : {}) },
      at: now,
    });
    return { revoked };
  });
}
