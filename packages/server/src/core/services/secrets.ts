import { bytesToHex, sha256, stringToBytes } from 'viem';

// Web Crypto's CSPRNG: the same in Node and in the browser, where the mocks run this code.
const randomBytes = (size: number) => crypto.getRandomValues(new Uint8Array(size));

/** `size` random bytes as lower-case hex (a SIWE nonce: alphanumeric, ≥ 8 characters). */
export const randomHex = (size: number): string => bytesToHex(randomBytes(size)).slice(2);

/** `size` random bytes as base64url without padding: a session token. */
export function randomToken(size: number): string {
  const text = btoa(String.fromCharCode(...randomBytes(size)));
  return text.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Node's own SHA-256 where there is one: the server hashes the token of every signed-in request,
 * and the JavaScript one took 150 ms of CPU over 21,000 users pages (profiled, bench/limit.ts).
 * The browser, where the mocks run this code, has none to call synchronously: viem's there.
 * Looked up at run time, so no bundle for the browser sees an import of `node:crypto`.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: 'node:crypto') => typeof import('node:crypto') } }
).process?.getBuiltinModule?.('node:crypto');

/** What the sessions table keeps of a token: its SHA-256, lower-case hex. */
export const hashToken = (token: string): string =>
  nodeCrypto
    ? nodeCrypto.createHash('sha256').update(token, 'utf8').digest('hex')
    : sha256(stringToBytes(token)).slice(2);
