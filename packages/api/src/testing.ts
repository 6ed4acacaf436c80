import type { TypedDataDefinition } from 'viem';
import { type HDAccount, mnemonicToAccount } from 'viem/accounts';
import {
  buildDecisionsTypedData,
  buildDecisionTypedData,
  type DecisionKind,
  type DecisionSubject,
  decisionsTypedDataForViem,
  decisionTypedDataForViem,
} from './decision.ts';
import { DEMO_ACCOUNT_INDEX, DEMO_MNEMONIC } from './demo.ts';
import type { WithdrawalEvent } from './records.ts';

/**
 * What tests of either back-end share: demo wallets, one raw HTTP call, sign-in and signed
 * decisions, as the console does them. Not part of `@nsa/api`'s main entry (no app ships it).
 */
export type DemoName = keyof typeof DEMO_ACCOUNT_INDEX;

// Each derivation from the mnemonic runs 2,048 rounds of PBKDF2 in JavaScript; a suite that signs
// in thousands of times spent seconds there. An account is immutable: one per index is enough.
const derived = new Map<number, HDAccount>();
const derive = (addressIndex: number): HDAccount => {
  let account = derived.get(addressIndex);
  if (!account) {
    account = mnemonicToAccount(DEMO_MNEMONIC, { addressIndex });
    derived.set(addressIndex, account);
  }
  return account;
};

export const demoAccount = (name: DemoName): HDAccount => derive(DEMO_ACCOUNT_INDEX[name]);
/** A wallet that is nobody's console user. */
export const stranger = (): HDAccount => derive(19);

export type Reply = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply data field by field
  body: { code: string; success: boolean; message: string; data: any; details?: unknown };
  headers: Headers;
};

export type CallOptions = {
  token?: string | undefined;
  query?: Record<string, string | number> | undefined;
  /** JSON body of a POST (an empty object when neither this nor `rawBody` is given). */
  body?: unknown;
  rawBody?: string | undefined;
  headers?: Record<string, string> | undefined;
};

/** One HTTP call against `base`, JSON in and out, with the session header. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body ?? {});
  }
  Object.assign(headers, options.headers);
  const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

export async function nonceMessage(base: string, address: string): Promise<string> {
  const reply = await call(base, 'GET', '/api/auth/nonce', { query: { address } });
  if (reply.status !== 200) throw new Error(`nonce: ${reply.status} ${reply.body.message}`);
  return reply.body.data.message;
}

/** Posts a login for `signer` over `message` (a fresh nonce message when omitted). */
export async function login(base: string, signer: HDAccount, message?: string): Promise<Reply> {
  const text = message ?? (await nonceMessage(base, signer.address));
  const signature = await signer.signMessage({ message: text });
  return call(base, 'POST', '/api/auth/login', {
    body: { address: signer.address, message: text, signature },
  });
}

/** Signs in a demo console user (nonce → personal_sign → login) and returns its token. */
export async function signIn(base: string, name: DemoName): Promise<string> {
  const reply = await login(base, demoAccount(name));
  if (reply.status !== 200) throw new Error(`sign-in as ${name}: ${reply.status} ${reply.body.message}`);
  return reply.body.data.token;
}

/** A decision body's `issuedAt` and EIP-712 `signature`, signed by a wallet as the console does. */
export async function signDecision(
  origin: string,
  signer: DemoName | HDAccount,
  withdrawal: DecisionSubject,
  decision: DecisionKind,
  options: { reason?: string | undefined; issuedAt?: string | undefined } = {},
): Promise<{ issuedAt: string; signature: `0x${string}` }> {
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  const typedData = buildDecisionTypedData({
    origin,
    withdrawal,
    decision,
    reason: options.reason,
    issuedAt,
  });
  const wallet = typeof signer === 'string' ? demoAccount(signer) : signer;
  return { issuedAt, signature: await wallet.signTypedData(decisionTypedDataForViem(typedData)) };
}

/** A batch body's `issuedAt` and the one EIP-712 `Decisions` signature over its withdrawals. */
export async function signDecisions(
  origin: string,
  signer: DemoName | HDAccount,
  withdrawals: readonly DecisionSubject[],
  decision: DecisionKind,
  options: { reason?: string | undefined; issuedAt?: string | undefined } = {},
): Promise<{ issuedAt: string; signature: `0x${string}` }> {
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  const typedData = buildDecisionsTypedData({
    origin,
    withdrawals,
    decision,
    reason: options.reason,
    issuedAt,
  });
  const wallet = typeof signer === 'string' ? demoAccount(signer) : signer;
  return { issuedAt, signature: await wallet.signTypedData(decisionsTypedDataForViem(typedData)) };
}

/**
 * The contract's role table written out by hand (✓ = 'all', own downline = 'downline', ✗ = null),
 * so tests compare the code with the contract, not with itself.
 */
export const CONTRACT_ROLE_TABLE = {
  authUser: { super: 'all', admin: 'all', kol: 'all', operator: 'all' },
  authLogout: { super: 'all', admin: 'all', kol: 'all', operator: 'all' },
  users: { super: 'all', admin: 'all', kol: 'downline', operator: null },
  createUser: { super: null, admin: 'all', kol: null, operator: null },
  userRelation: { super: 'all', admin: 'all', kol: 'downline', operator: null },
  referralOrders: { super: 'all', admin: 'all', kol: 'downline', operator: null },
  orders: { super: 'all', admin: 'all', kol: null, operator: null },
  purchaseOrders: { super: 'all', admin: 'all', kol: null, operator: null },
  withdrawals: { super: 'all', admin: null, kol: null, operator: null },
  withdrawalOverview: { super: 'all', admin: null, kol: null, operator: null },
  approveWithdrawal: { super: 'all', admin: null, kol: null, operator: null },
  rejectWithdrawal: { super: 'all', admin: null, kol: null, operator: null },
  getPoints: { super: 'all', admin: 'all', kol: null, operator: 'all' },
  setPoints: { super: 'all', admin: 'all', kol: null, operator: 'all' },
  audit: { super: 'all', admin: null, kol: null, operator: null },
  decideBatch: { super: 'all', admin: null, kol: null, operator: null },
  withdrawalContext: { super: 'all', admin: null, kol: null, operator: null },
  updateUser: { super: 'all', admin: 'all', kol: null, operator: null },
  sessions: { super: 'all', admin: 'all', kol: 'all', operator: 'all' },
  revokeSessions: { super: 'all', admin: 'all', kol: 'all', operator: 'all' },
  adjustPoints: { super: 'all', admin: 'all', kol: null, operator: 'all' },
  adjustPointsBatch: { super: 'all', admin: 'all', kol: null, operator: 'all' },
  pointsHistory: { super: 'all', admin: 'all', kol: null, operator: 'all' },
  userTree: { super: 'all', admin: 'all', kol: 'downline', operator: null },
  stats: { super: 'all', admin: 'all', kol: 'downline', operator: null },
} as const satisfies Record<
  string,
  Record<'super' | 'admin' | 'kol' | 'operator', 'all' | 'downline' | null>
>;

export type ReceivedEvent = { id: string; event: string; data: WithdrawalEvent };

/**
 * A reader of `GET /api/manage/events` as the console reads it (fetch with the token header):
 * the parsed events so far, a wait for the one a case expects, and whether the server ended it.
 */
export async function openEvents(base: string, token: string, options: { lastEventId?: string } = {}) {
  const abort = new AbortController();
  const headers: Record<string, string> = { token, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(new URL('/api/manage/events', base), { headers, signal: abort.signal });
  if (response.status !== 200 || !response.body) {
    throw new Error(`events: ${response.status} ${await response.text()}`);
  }
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const data = fields.get('data');
          if (data !== undefined) {
            events.push({
              id: fields.get('id') ?? '',
              event: fields.get('event') ?? 'message',
              data: JSON.parse(data),
            });
          }
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the case.
    } finally {
      ended = true;
      wake();
    }
  })();
  const until = (test: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (test()) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`events: ${what} did not come within ${timeoutMs} ms (got ${JSON.stringify(events)})`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    response,
    events,
    comments,
    /** Waits for an event about withdrawal `id` matching `test`, and returns it. */
    async next(id: string, test: (data: WithdrawalEvent) => boolean = () => true, timeoutMs = 3000) {
      const find = () => events.find((e) => e.data.id === id && test(e.data));
      await until(() => find() !== undefined, `an event about withdrawal ${id}`, timeoutMs);
      return find() as ReceivedEvent;
    },
    /** Resolves when the server has ended the stream. */
    ended: (timeoutMs: number) => until(() => ended, 'the end of the stream', timeoutMs),
    async close() {
      abort.abort();
      await pump;
    },
  };
}

/**
 * An `eth_signTypedData_v4` payload, as a page sends it to a wallet, back into viem's form: JSON
 * carries integers as strings; arrays and nested structs (a batch's items) are walked by their types.
 */
export function typedDataFromJson(json: string): TypedDataDefinition {
  const { domain, types, primaryType, message } = JSON.parse(json) as {
    domain: Record<string, unknown>;
    types: Record<string, { name: string; type: string }[]>;
    primaryType: string;
    message: Record<string, unknown>;
  };
  const { EIP712Domain: _domain, ...rest } = types;
  const revive = (type: string, value: unknown): unknown => {
    if (type.endsWith('[]')) return (value as unknown[]).map((item) => revive(type.slice(0, -2), item));
    if (/^u?int\d*$/.test(type)) return BigInt(value as string);
    const fields = rest[type];
    if (!fields) return value;
    const struct = value as Record<string, unknown>;
    return Object.fromEntries(fields.map((f) => [f.name, revive(f.type, struct[f.name])]));
  };
  return {
    domain,
    types: rest,
    primaryType,
    message: revive(primaryType, message),
  } as unknown as TypedDataDefinition;
}
