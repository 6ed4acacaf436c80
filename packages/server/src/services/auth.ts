import { createHash, randomBytes } from 'node:crypto';
import {
  buildLoginMessage,
  checkLoginMessage,
  isConsoleRole,
  LEGACY_LOGIN_MESSAGE,
  normalizeAddress,
  type SessionUser,
  verifyLoginSignature,
} from '@nsa/api';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createPublicClient, type Hex, http } from 'viem';
import type { Deps } from '../context.ts';
import { queryRows } from '../db/connection.ts';
import { loginFailures, loginNonces, sessions, users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueNonce(deps: Deps, address: `0x${string}`) {
  const { db } = deps.database;
  const now = deps.now();
  // 128 bits from the OS CSPRNG; hex is a valid SIWE nonce (alphanumeric, ≥ 8 chars).
  const nonce = randomBytes(16).toString('hex');
  const { message, expiresAt } = buildLoginMessage({
    address,
    origin: deps.auth.origin,
    chainId: deps.auth.chainId,
    nonce,
    issuedAt: now,
  });
  await db.delete(loginNonces).where(lt(loginNonces.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await db.insert(loginNonces).values({ nonce, address, expiresAt });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

function failureKeys(ip: string, address: string | null): string[] {
  return address ? [`ip:${ip}`, `address:${address}`] : [`ip:${ip}`];
}

/** The address a login body names, when it names a valid one (for the per-address counter). */
export function loginAddressOf(body: unknown): `0x${string}` | null {
  if (typeof body !== 'object' || body === null) return null;
  const address = (body as { address?: unknown }).address;
  return typeof address === 'string' ? normalizeAddress(address) : null;
}

/** 429 with Retry-After once an IP or an address has `failureLimit` failures inside the window. */
export async function assertNotRateLimited(deps: Deps, ip: string, address: string | null) {
  const { db } = deps.database;
  const now = deps.now().getTime();
  const since = new Date(now - deps.auth.failureWindowMs);
  for (const key of failureKeys(ip, address)) {
    // The failure that must leave the window before the count drops below the limit.
    const [blocking] = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
      .orderBy(sql`${loginFailures.at} desc`)
      .offset(deps.auth.failureLimit - 1)
      .limit(1);
    if (blocking) {
      const seconds = Math.max(
        1,
        Math.ceil((blocking.at.getTime() + deps.auth.failureWindowMs - now) / 1000),
      );
      throw new HttpError('429', `too many failed sign-ins; retry in ${seconds} s`, {
        'Retry-After': String(seconds),
      });
    }
  }
}

export async function recordLoginFailure(deps: Deps, ip: string, address: string | null) {
  const { db } = deps.database;
  const at = deps.now();
  await db.insert(loginFailures).values(failureKeys(ip, address).map((key) => ({ key, at })));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(at.getTime() - deps.auth.failureWindowMs)));
}

async function signatureMatches(
  deps: Deps,
  address: `0x${string}`,
  message: string,
  signature: Hex,
  chainId: number,
) {
  if (await verifyLoginSignature({ address, message, signature })) return true;
  const rpcUrl = deps.auth.rpcUrls[chainId];
  if (!rpcUrl) return false;
  try {
    // EIP-1271 / EIP-6492 smart-contract wallets need the chain.
    const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) });
    return await client.verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}

function chainIdOf(message: string, fallback: number): number {
  const match = /^Chain ID: (\d+)$/m.exec(message);
  return match ? Number(match[1]) : fallback;
}

export async function login(
  deps: Deps,
  input: { address: `0x${string}`; message: string; signature: string },
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
    const check = checkLoginMessage({
      message: input.message,
      address: input.address,
      origin: deps.auth.origin,
      now,
    });
    if (!check.ok) throw new HttpError('401', `message: ${check.reason}`);
    const chainId = chainIdOf(input.message, deps.auth.chainId);
    if (!(await signatureMatches(deps, input.address, input.message, signature, chainId))) {
      throw new HttpError('401', 'signature: does not match the address');
    }
    // Atomic consumption: of two concurrent uses of one nonce only one row update succeeds.
    const consumed = await db
      .update(loginNonces)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginNonces.nonce, check.nonce),
          eq(loginNonces.address, input.address),
          isNull(loginNonces.usedAt),
          gt(loginNonces.expiresAt, now),
        ),
      )
      .returning({ nonce: loginNonces.nonce });
    if (consumed.length === 0)
      throw new HttpError('401', 'message: nonce is unknown, already used or expired');
  }
  const [user] = await db.select().from(users).where(eq(users.address, input.address));
  if (!user || !isConsoleRole(user.role)) throw new HttpError('401', 'address: not a console user');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.auth.tokenTtlMs);
  // Housekeeping on the rare write path: sessions a day past expiry are of no use to anyone.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, lastSeenAt: now, expiresAt });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user: { id: String(user.id), address: user.address as `0x${string}`, role: user.role } as SessionUser,
  };
}

/** The user of a live token, touching its idle clock; null when unknown, expired, idle or revoked. */
export async function sessionUser(deps: Deps, token: string): Promise<SessionUser | null> {
  if (token.length < 16 || token.length > 128) return null;
  const now = deps.now();
  const idleSince = new Date(now.getTime() - deps.auth.idleTtlMs);
  const rows = await queryRows<{ id: unknown; address: string; role: string }>(
    deps.database.db,
    sql`update ${sessions} s set last_seen_at = ${now.toISOString()}::timestamptz
        from ${users} u
        where u.id = s.user_id and s.token_hash = ${hashToken(token)} and s.revoked_at is null
          and s.expires_at > ${now.toISOString()}::timestamptz
          and s.last_seen_at > ${idleSince.toISOString()}::timestamptz
        returning u.id::text as id, u.address, u.role`,
  );
  const row = rows[0];
  if (!row || !isConsoleRole(row.role)) return null;
  return { id: String(row.id), address: row.address as `0x${string}`, role: row.role };
}

export async function logout(deps: Deps, token: string) {
  await deps.database.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(eq(sessions.tokenHash, hashToken(token)));
  return { ok: true as const };
}
