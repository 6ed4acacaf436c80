import { type Hex, isAddressEqual, verifyMessage } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';

/** The SIWE statement, and the whole fixed message of the original (legacy) sign-in. */
export const LOGIN_STATEMENT = 'verifying that you are the owner of this address';
export const LEGACY_LOGIN_MESSAGE = LOGIN_STATEMENT;
export const NONCE_TTL_MS = 5 * 60 * 1000;

export type LoginMessageInput = {
  address: `0x${string}`;
  origin: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
};

/** EIP-4361 message for `origin` (domain = its host with port, uri = the origin itself). */
export function buildLoginMessage(input: LoginMessageInput): { message: string; expiresAt: Date } {
  const expiresAt = new Date(input.issuedAt.getTime() + NONCE_TTL_MS);
  const url = new URL(input.origin);
  const message = createSiweMessage({
    address: input.address,
    chainId: input.chainId,
    domain: url.host,
    uri: url.origin,
    nonce: input.nonce,
    issuedAt: input.issuedAt,
    expirationTime: expiresAt,
    statement: LOGIN_STATEMENT,
    version: '1',
  });
  return { message, expiresAt };
}

export type LoginMessageCheck = { ok: true; nonce: string } | { ok: false; reason: string };

/** Everything about a SIWE message that needs no storage: shape, address, domain, uri, time. */
export function checkLoginMessage(input: {
  message: string;
  address: `0x${string}`;
  origin: string;
  now: Date;
}): LoginMessageCheck {
  const fields = parseSiweMessage(input.message);
  if (!fields.address || !fields.nonce || !fields.domain || !fields.uri || !fields.issuedAt) {
    return { ok: false, reason: 'message is not a Sign-In with Ethereum message' };
  }
  if (!isAddressEqual(fields.address, input.address))
    return { ok: false, reason: 'message is for another address' };
  const url = new URL(input.origin);
  if (fields.domain !== url.host || fields.uri.replace(/\/$/, '') !== url.origin) {
    return { ok: false, reason: 'message is for another domain' };
  }
  if (!fields.expirationTime) return { ok: false, reason: 'message has no expiration time' };
  if (!validateSiweMessage({ message: fields, address: input.address, domain: url.host, time: input.now })) {
    return { ok: false, reason: 'message has expired' };
  }
  return { ok: true, nonce: fields.nonce };
}

/** EOA signature check by recovery (no network). */
export async function verifyLoginSignature(input: {
  address: `0x${string}`;
  message: string;
  signature: Hex;
}): Promise<boolean> {
  try {
    return await verifyMessage({
      address: input.address,
      message: input.message,
      signature: input.signature,
    });
  } catch {
    return false;
  }
}
