import {
  buildLoginMessage,
  checkSignIn,
  DEMO_ACCOUNTS,
  type EndpointName,
  type EndpointParsedInput,
  type ErrorEnvelope,
  fail,
  isConsoleRole,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MAX_UNUSED_NONCES_PER_ADDRESS,
  NONCE_LIMIT_PER_MINUTE,
  NONCE_LIMIT_WINDOW_MS,
  type NonceStore,
  productionChainIds,
  TOKEN_TTL_MS,
  type User,
} from '@nsa/api';
import { verifyLoginSignature } from '@nsa/api/signatures';
import { findUser, type MockDb } from './db.ts';
import type { Outcome } from './handlers.ts';

const DEMO_TOKEN_PREFIX = 'nsa-mock-demo-';

export type DemoRole = 'super' | 'admin' | 'kol' | 'operator';

/** A token every MockDb accepts for that demo console user, so stories can start signed in. */
export function demoToken(role: DemoRole): string {
  return `${DEMO_TOKEN_PREFIX}${role}`;
}

export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The signed-in user behind a token, or null (missing, unknown, revoked). */
export function sessionUser(db: MockDb, token: string | null): User | null {
  if (!token) return null;
  let address: string | undefined = db.sessions.get(token);
  if (!address && token.startsWith(DEMO_TOKEN_PREFIX) && !db.revokedDemoTokens.has(token)) {
    const role = token.slice(DEMO_TOKEN_PREFIX.length);
    if (isConsoleRole(role)) address = DEMO_ACCOUNTS[role];
  }
  const user = address ? findUser(db, address) : undefined;
  return user && isConsoleRole(user.role) ? user : null;
}

/** msw sees no client IP: every request to one MockDb counts as coming from one client. */
const MOCK_CLIENT = 'mock-client';

export type Guard = { refused: ErrorEnvelope; retryAfter: number } | { succeeded: () => void };

/** One slot of `key`'s sliding window, or the seconds until one frees (JS runs this atomically). */
function takeSlot(db: MockDb, key: string, limit: number, windowMs: number): Guard {
  const now = Date.now();
  const recent = (db.rateWindows.get(key) ?? []).filter((at) => at > now - windowMs);
  if (recent.length >= limit) {
    db.rateWindows.set(key, recent);
    // The slot that must leave the window before the count drops below the limit.
    const blocking = recent[recent.length - limit] ?? now;
    const retryAfter = Math.max(1, Math.ceil((blocking + windowMs - now) / 1000));
    return {
      refused: fail('429', `too many requests from this client; retry in ${retryAfter} s`),
      retryAfter,
    };
  }
  recent.push(now);
  db.rateWindows.set(key, recent);
  return {
    succeeded: () => {
      const slots = db.rateWindows.get(key) ?? [];
      const index = slots.lastIndexOf(now);
      if (index >= 0) slots.splice(index, 1);
    },
  };
}

/**
 * The per-client limits of the contract (Authentication, rule 7), taken before the body is read:
 * a sign-in attempt counts as a failure unless it succeeds; every nonce request counts.
 */
export function guardRequest(db: MockDb, name: EndpointName): Guard | null {
  if (name === 'authLogin') {
    return takeSlot(db, `login:${MOCK_CLIENT}`, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
  }
  if (name === 'authNonce') {
    const slot = takeSlot(db, `nonce:${MOCK_CLIENT}`, NONCE_LIMIT_PER_MINUTE, NONCE_LIMIT_WINDOW_MS);
    return 'refused' in slot ? slot : { succeeded: () => {} };
  }
  return null;
}

export function issueNonce(db: MockDb, address: `0x${string}`, origin: string) {
  const nonce = randomHex(16);
  const issuedAt = new Date();
  const chainId = productionChainIds[0];
  const { message, expiresAt } = buildLoginMessage({ address, origin, chainId, nonce, issuedAt });
  const now = issuedAt.getTime();
  for (const [key, issued] of db.nonces) if (issued.expiresAt <= now) db.nonces.delete(key);
  db.nonces.set(nonce, { address, message, expiresAt: expiresAt.getTime(), used: false });
  // Maps keep insertion order: the first unused ones of this address are the oldest.
  const unused = [...db.nonces].filter(([, issued]) => issued.address === address && !issued.used);
  for (const [key] of unused.slice(0, Math.max(0, unused.length - MAX_UNUSED_NONCES_PER_ADDRESS))) {
    db.nonces.delete(key);
  }
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

/** The Map of issued nonces as the sign-in steps' nonce store. */
function nonceStore(db: MockDb): NonceStore {
  return {
    consume: async (nonce, address, now) => {
      const issued = db.nonces.get(nonce);
      if (!issued || issued.used || issued.address !== address || issued.expiresAt <= now.getTime())
        return null;
      issued.used = true;
      return issued.message;
    },
  };
}

export async function login(db: MockDb, body: EndpointParsedInput<'authLogin'>): Promise<Outcome> {
  const now = new Date();
  const check = await checkSignIn({
    address: body.address,
    message: body.message,
    signature: body.signature as `0x${string}`,
    now,
    nonces: nonceStore(db),
    // The mocks have no RPC: contract wallets cannot sign in here.
    verifySignature: (issued) => verifyLoginSignature(issued),
  });
  if (!check.ok) return fail('401', `${check.field}: ${check.reason}`);
  const user = findUser(db, body.address);
  if (!user || !isConsoleRole(user.role)) return fail('401', 'address: not a console user');
  const token = randomHex(32);
  db.sessions.set(token, user.address);
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS).toISOString();
  return { data: { token, expiresAt, user: { id: user.id, address: user.address, role: user.role } } };
}
