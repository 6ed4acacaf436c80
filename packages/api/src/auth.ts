import type { Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';

/** The SIWE statement, and the whole fixed message of the original (legacy) sign-in. */
export const LOGIN_STATEMENT = 'verifying that you are the owner of this address';
export const LEGACY_LOGIN_MESSAGE = LOGIN_STATEMENT;
/** How long an issued nonce (and its message) can be signed in with. */
export const NONCE_TTL_MS = 5 * 60 * 1000;
/** Unused nonces kept per address; issuing one more drops the oldest. */
export const MAX_UNUSED_NONCES_PER_ADDRESS = 5;
/** Failed sign-ins (every 400/401 of the login call) per client IP inside the window before 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
/** Nonce requests per client IP per minute before 429 (0 turns the limit off). */
export const NONCE_LIMIT_PER_MINUTE = 60;
export const NONCE_LIMIT_WINDOW_MS = 60_000;
/** Absolute token lifetime. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

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

export type SiweFields = {
  domain: string;
  address: string;
  statement: string | null;
  uri: string;
  version: string;
  chainId: number;
  nonce: string;
  issuedAt: string;
  expirationTime: string | null;
  notBefore: string | null;
  requestId: string | null;
  resources: string[];
};

const dateTime = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})`;
// EIP-4361's ABNF as one anchored expression: nothing may come before or after the message.
const SIWE_GRAMMAR = new RegExp(
  [
    String.raw`^(?<domain>[^\s/?#]+) wants you to sign in with your Ethereum account:\n`,
    String.raw`(?<address>0x[0-9a-fA-F]{40})\n\n`,
    String.raw`(?:(?<statement>[^\n]+)\n)?\n`,
    String.raw`URI: (?<uri>[^\s]+)\n`,
    String.raw`Version: (?<version>1)\n`,
    String.raw`Chain ID: (?<chainId>[1-9]\d{0,15})\n`,
    String.raw`Nonce: (?<nonce>[a-zA-Z0-9]{8,})\n`,
    `Issued At: (?<issuedAt>${dateTime})`,
    `(?:\\nExpiration Time: (?<expirationTime>${dateTime}))?`,
    `(?:\\nNot Before: (?<notBefore>${dateTime}))?`,
    String.raw`(?:\nRequest ID: (?<requestId>[^\n]*))?`,
    String.raw`(?:\nResources:(?<resources>(?:\n- [^\s]+)*))?$`,
  ].join(''),
);

/** The fields of an EIP-4361 message, or null when the text is not exactly one such message. */
export function parseLoginMessage(message: string): SiweFields | null {
  const match = SIWE_GRAMMAR.exec(message);
  const groups = match?.groups;
  if (!groups) return null;
  const field = (name: string) => groups[name] ?? null;
  const issuedAt = field('issuedAt') ?? '';
  if (Number.isNaN(Date.parse(issuedAt))) return null;
  return {
    domain: field('domain') ?? '',
    address: field('address') ?? '',
    statement: field('statement'),
    uri: field('uri') ?? '',
    version: field('version') ?? '',
    chainId: Number(field('chainId')),
    nonce: field('nonce') ?? '',
    issuedAt,
    expirationTime: field('expirationTime'),
    notBefore: field('notBefore'),
    requestId: field('requestId'),
    resources: (field('resources') ?? '').split('\n- ').filter(Boolean),
  };
}

/** Where issued nonces live: the server's table, the mocks' Map. */
export interface NonceStore {
  /**
   * Marks `nonce` used, in one atomic step, when it was issued for `address`, is unexpired at
   * `now` and unused; returns the message issued with it, else null.
   */
  consume(nonce: string, address: `0x${string}`, now: Date): Promise<string | null>;
}

export type SignatureCheck = (input: {
  address: `0x${string}`;
  message: string;
  signature: Hex;
  /** The chain of the issued message: the one a contract wallet is verified on. */
  chainId: number;
}) => Promise<boolean>;

export type SignInCheck =
  | { ok: true }
  | { ok: false; field: 'message' | 'address' | 'signature'; reason: string };

const comparedFields = [
  'domain',
  'address',
  'statement',
  'uri',
  'version',
  'chainId',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const;

function firstDifference(submitted: SiweFields, issued: SiweFields | null): string {
  if (!issued) return 'text';
  const field = comparedFields.find(
    (name) => JSON.stringify(submitted[name]) !== JSON.stringify(issued[name]),
  );
  return field ?? 'text';
}

/**
 * The sign-in steps of the contract (Authentication, rule 3), in their order: the message
 * parses as SIWE; its nonce is consumed (issued for `address`, unexpired, unused); the message
 * is byte for byte the one issued; its address is `address`; the signature verifies. Nothing is
 * verified, and no RPC is made, before the nonce has been found valid and consumed.
 */
export async function checkSignIn(input: {
  address: `0x${string}`;
  message: string;
  signature: Hex;
  now: Date;
  nonces: NonceStore;
  verifySignature: SignatureCheck;
}): Promise<SignInCheck> {
  const submitted = parseLoginMessage(input.message);
  if (!submitted) {
    return { ok: false, field: 'message', reason: 'not a Sign-In with Ethereum (EIP-4361) message' };
  }
  const issuedText = await input.nonces.consume(submitted.nonce, input.address, input.now);
  if (issuedText === null) {
    return { ok: false, field: 'message', reason: 'nonce is unknown, already used or expired' };
  }
  const issued = parseLoginMessage(issuedText);
  if (input.message !== issuedText || !issued) {
    const field = firstDifference(submitted, issued);
    return { ok: false, field: 'message', reason: `${field} differs from the message issued for this nonce` };
  }
  if (submitted.address !== input.address) {
    return { ok: false, field: 'address', reason: 'is not the address of the message' };
  }
  const verified = await input.verifySignature({
    address: input.address,
    message: issuedText,
    signature: input.signature,
    chainId: issued.chainId,
  });
  if (!verified) return { ok: false, field: 'signature', reason: 'does not match the address' };
  return { ok: true };
}
