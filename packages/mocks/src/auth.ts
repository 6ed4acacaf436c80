import {
  buildLoginMessage,
  checkLoginMessage,
  DEMO_ACCOUNTS,
  type EndpointParsedInput,
  fail,
  isConsoleRole,
  NONCE_TTL_MS,
  productionChainIds,
  type User,
  verifyLoginSignature,
} from '@nsa/api';
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

export function issueNonce(db: MockDb, address: `0x${string}`, origin: string) {
  const nonce = randomHex(16);
  const issuedAt = new Date();
  const chainId = productionChainIds[0];
  const { message, expiresAt } = buildLoginMessage({ address, origin, chainId, nonce, issuedAt });
  db.nonces.set(nonce, { address, expiresAt: issuedAt.getTime() + NONCE_TTL_MS });
  return { nonce, message, expiresAt: expiresAt.toISOString() };
}

export async function login(
  db: MockDb,
  body: EndpointParsedInput<'authLogin'>,
  origin: string,
): Promise<Outcome> {
  const refuse = (reason: string) => fail('401', `sign-in refused: ${reason}`);
  const now = new Date();
  const check = checkLoginMessage({ message: body.message, address: body.address, origin, now });
  if (!check.ok) return refuse(check.reason);
  const issued = db.nonces.get(check.nonce);
  if (!issued || issued.address !== body.address || issued.expiresAt < now.getTime()) {
    return refuse('nonce unknown, used or expired');
  }
  // Consumed before the signature check: a nonce is good for one attempt only.
  db.nonces.delete(check.nonce);
  const signature = body.signature as `0x${string}`;
  if (!(await verifyLoginSignature({ address: body.address, message: body.message, signature }))) {
    return refuse('signature does not match the address');
  }
  const user = findUser(db, body.address);
  if (!user || !isConsoleRole(user.role)) return refuse('not a console user');
  const token = randomHex(32);
  db.sessions.set(token, user.address);
  const expiresAt = new Date(now.getTime() + 12 * 3_600_000).toISOString();
  return { data: { token, expiresAt, user: { id: user.id, address: user.address, role: user.role } } };
}
