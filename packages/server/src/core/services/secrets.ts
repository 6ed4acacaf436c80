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

/** What the sessions table keeps of a token: its SHA-256, lower-case hex. */
export const hashToken = (token: string): string => sha256(stringToBytes(token)).slice(2);
