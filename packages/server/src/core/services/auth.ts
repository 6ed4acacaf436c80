import {
  buildLoginMessage,
  checkSignIn,
  isConsoleRole,
  LEGACY_LOGIN_MESSAGE,
  MAX_UNUSED_NONCES_PER_ADDRESS,
  NONCE_LIMIT_WINDOW_MS,
  type NonceStore,
  type SessionUser,
} from '@nsa/api';
import { verifyLoginSignature } from '@nsa/api/signatures';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { type Db, queryRows } from '../db/database.ts';
import { loginFailures, loginNonces, nonceRequests, sessions, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { chainClient } from './chainClient.ts';
import { hashToken, randomHex, randomToken } from './secrets.ts';

export { hashToken } from './secrets.ts';

// Advisory lock namespaces (two-int form): per-key sliding windows, per-address nonce sets.
const RATE_LOCK = 7_240_114;
const NONCE_LOCK = 7_240_115;

type Slot = { taken: true; id: string } | { taken: false; retryAfter: number };

/**
 * Takes one of `limit` slots of `key` in a sliding window, atomically: the count and the insert
 * are one statement under a per-key transaction lock, so a parallel burst cannot overshoot.
 */
async function takeSlot(
  deps: Deps,
  table: typeof loginFailures | typeof nonceRequests,
  key: string,
  limit: number,
  windowMs: number,
): Promise<Slot> {
  const now = deps.now();
  const since = new Date(now.getTime() - windowMs).toISOString();
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LOCK}, hashtext(${key}))`);
    const [taken] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${table} (key, at)
          select ${key}, ${now.toISOString()}::timestamptz
          where (select count(*) from ${table} where key = ${key} and at > ${since}::timestamptz) < ${limit}
          returning id::text as id`,
    );
    // Housekeeping: rows out of every window; SKIP LOCKED keeps concurrent cleanups apart.
    await tx.execute(
      sql`delete from ${table} where id in
          (select id from ${table} where at <= ${since}::timestamptz limit 500 for update skip locked)`,
    );
    if (taken) return { taken: true, id: taken.id };
    // The slot that must leave the window before the count drops below the limit.
    const [blocking] = await queryRows<{ at: string | Date }>(
      tx,
      sql`select at from ${table} where key = ${key} and at > ${since}::timestamptz
          order by at desc offset ${Math.max(0, limit - 1)} limit 1`,
    );
    const frees = blocking ? new Date(blocking.at).getTime() + windowMs : now.getTime() + windowMs;
    return { taken: false, retryAfter: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
  });
}

const tooMany = (what: string, seconds: number) =>
  new HttpError('429', `${what}; retry in ${seconds} s`, { 'Retry-After': String(seconds) });

/**
 * Counts a sign-in attempt of `ip` as a failure before it runs (so concurrent attempts see each
 * other), or refuses it with 429 past the limit; the returned function takes it back on success.
 */
export async function reserveSignInAttempt(deps: Deps, ip: string): Promise<() => Promise<void>> {
  const slot = await takeSlot(
    deps,
    loginFailures,
    `ip:${ip}`,
    deps.auth.failureLimit,
    deps.auth.failureWindowMs,
  );
  if (!slot.taken) throw tooMany('too many failed sign-ins from this address', slot.retryAfter);
  return async () => {
    await deps.database.db.delete(loginFailures).where(eq(loginFailures.id, BigInt(slot.id)));
  };
}

const nothing = async () => {};

/** Counts a nonce request of `ip`, or refuses it with 429 past the per-minute limit. */
export async function reserveNonceRequest(deps: Deps, ip: string): Promise<() => Promise<void>> {
  const limit = deps.auth.nonceLimitPerMinute;
  if (limit <= 0) return nothing;
  const slot = await takeSlot(deps, nonceRequests, `ip:${ip}`, limit, NONCE_LIMIT_WINDOW_MS);
  if (!slot.taken) throw tooMany('too many sign-in nonces requested from this address', slot.retryAfter);
  return nothing;
}

export async function issueNonce(deps: Deps, address: `0x${string}`, ip: string) {
  const now = deps.now();
  // 128 bits from the OS CSPRNG; hex is a valid SIWE nonce (alphanumeric, ≥ 8 chars).
  const nonce = randomHex(16);
  const { message, expiresAt } = buildLoginMessage({
    address,
    origin: deps.auth.origin,
    chainId: deps.auth.chainId,
    nonce,
    issuedAt: now,
  });
  await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NONCE_LOCK}, hashtext(${`${address} ${ip}`}))`);
    await tx.execute(
      sql`delete from ${loginNonces} where nonce in
          (select nonce from ${loginNonces} where expires_at <= ${now.toISOString()}::timestamptz
           limit 500 for update skip locked)`,
    );
    await tx.insert(loginNonces).values({ nonce, address, ip, message, expiresAt });
    // The newest unused ones of this address *and IP* stay; one more than the limit drops that
    // IP's oldest. Counting per address alone let anyone asking for the admin's address evict
    // the nonce the admin's wallet was about to sign (rule 7).
    await tx.execute(
      sql`delete from ${loginNonces} where nonce in
          (select nonce from ${loginNonces} where address = ${address} and ip = ${ip} and used_at is null
           order by expires_at desc, nonce offset ${MAX_UNUSED_NONCES_PER_ADDRESS})`,
    );
  });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/** The login_nonces table as the sign-in steps' nonce store. */
function nonceStore(deps: Deps): NonceStore {
  return {
    consume: async (nonce, address, now) => {
      // One UPDATE: of concurrent attempts presenting one nonce, exactly one gets its message.
      const [row] = await deps.database.db
        .update(loginNonces)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginNonces.nonce, nonce),
            eq(loginNonces.address, address),
            isNull(loginNonces.usedAt),
            gt(loginNonces.expiresAt, now),
          ),
        )
        .returning({ message: loginNonces.message });
      return row?.message ?? null;
    },
  };
}

async function signatureMatches(
  deps: Deps,
  address: `0x${string}`,
  message: string,
  signature: Hex,
  chainId: number,
) {
  if (await verifyLoginSignature({ address, message, signature })) return true;
  // EIP-1271 / EIP-6492 smart-contract wallets need the chain.
  const client = chainClient(deps.auth.rpcUrls, chainId);
  if (!client) return false;
  try {
    return await client.verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}

export async function login(
  deps: Deps,
  input: { address: `0x${string}`; message: string; signature: string },
  request: { ip: string; userAgent: string | null },
) {
  const { db } = deps.database;
  const now = deps.now();
  const signature = input.signature as Hex;
  if (input.message === LEGACY_LOGIN_MESSAGE) {
    if (!deps.auth.legacyMessage) {
      throw new HttpError('401', 'message: the fixed sign-in message is disabled; sign the nonce message');
    }
    if (!(await signatureMatches(deps, input.address, input.message, signature, deps.auth.chainId))) {
      throw new HttpError('401', 'signature: does not match the address');
    }
  } else {
    const check = await checkSignIn({
      address: input.address,
      message: input.message,
      signature,
      now,
      nonces: nonceStore(deps),
      verifySignature: (issued) =>
        signatureMatches(deps, issued.address, issued.message, issued.signature, issued.chainId),
    });
    if (!check.ok) throw new HttpError('401', `${check.field}: ${check.reason}`);
  }
  const [user] = await db.select().from(users).where(eq(users.address, input.address));
  if (!user || !isConsoleRole(user.role)) throw new HttpError('401', 'address: not a console user');
  // Only after the signature verified: an unsigned request learns nothing of the account.
  if (user.disabled) throw new HttpError('401', 'account disabled');
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + deps.auth.tokenTtlMs);
  // Housekeeping on the rare write path: sessions a day past expiry are of no use to anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    lastSeenAt: now,
    expiresAt,
    ip: request.ip,
    userAgent: request.userAgent,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: {
      id: String(user.id),
      address: user.address as `0x${string}`,
      role: user.role,
      label: user.label,
    } as SessionUser,
  };
}

/** The idle clock is written at most this often per session: most requests only read it. */
const SEEN_WRITE_INTERVAL_MS = 60_000;

/**
 * The session check's statement, built once per database: every signed-in request runs it, and
 * building its SQL from the template again each time was a sixtieth of the request's CPU.
 */
function buildSessionLookup(db: Db) {
  const instant = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  return db
    .select({
      id: sql<string>`${users.id}::text`,
      address: users.address,
      role: users.role,
      label: users.label,
      stale: sql<boolean>`${sessions.lastSeenAt} <= ${instant('staleBefore')}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        eq(users.disabled, false),
        sql`${sessions.expiresAt} > ${instant('now')}`,
        sql`${sessions.lastSeenAt} > ${instant('idleSince')}`,
      ),
    )
    .prepare('session_user');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();

/** The user of a live token, touching its idle clock; null when unknown, expired, idle or revoked. */
export async function sessionUser(deps: Deps, token: string): Promise<SessionUser | null> {
  if (token.length < 16 || token.length > 128) return null;
  const now = deps.now();
  const tokenHash = hashToken(token);
  const { db } = deps.database;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - deps.auth.idleTtlMs).toISOString(),
    staleBefore: new Date(now.getTime() - SEEN_WRITE_INTERVAL_MS).toISOString(),
  });
  const row = rows[0];
  if (!row || !isConsoleRole(row.role)) return null;
  if (row.stale) {
    // Conditional, so concurrent requests of one session write the clock once, and never back.
    await deps.database.db.execute(
      sql`update ${sessions} set last_seen_at = ${now.toISOString()}::timestamptz
          where token_hash = ${tokenHash}
            and last_seen_at <= ${new Date(now.getTime() - SEEN_WRITE_INTERVAL_MS).toISOString()}::timestamptz`,
    );
  }
  return {
    id: String(row.id),
    address: row.address as `0x${string}`,
    role: row.role,
    label: row.label ?? null,
  };
}

export async function logout(deps: Deps, token: string) {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return { ok: true as const };
}
