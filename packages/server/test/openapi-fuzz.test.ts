import { DEMO_ACCOUNTS } from '@nsa/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type DemoRole, signIn, startTestServer, stranger, type TestServer } from './helpers.ts';
import {
  createValidator,
  type FuzzInput,
  inputsFor,
  type Json,
  type Operation,
  operationsOf,
} from './openapiFuzz.ts';

/** Same seed, same requests: a failure here replays with FUZZ_SEED=<seed>. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const VALID_PER_ROLE = 6;
const INVALID_PER_ROLE = 8;
const roles: readonly (Exclude<DemoRole, 'user'> | null)[] = ['super', 'admin', 'kol', 'operator', null];

type Reply = { status: number; headers: Headers; text: string };

async function send(
  base: string,
  op: Operation,
  input: FuzzInput,
  token: string | undefined,
): Promise<Reply> {
  const url = new URL(op.path, base);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.append(key, value);
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  let body: string | undefined;
  if (op.method === 'POST') {
    headers['content-type'] = input.contentType ?? 'application/json';
    body = input.rawBody ?? JSON.stringify(input.body);
  }
  const abort = new AbortController();
  const init = { method: op.method, headers, body, redirect: 'manual' as const, signal: abort.signal };
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // A socket the server closed as the client reused it (keep-alive), or closed after refusing
    // an oversized body (413) while the client was still sending it: the client's race, sent once
    // more. A server that went down refuses the second attempt too.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
    response = await fetch(url, init);
  }
  // The live stream never ends by itself: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, headers: response.headers, text: '' };
  }
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function describeRequest(op: Operation, input: FuzzInput, role: string | null): string {
  const query = new URLSearchParams(Object.entries(input.query ?? {})).toString();
  const body = input.rawBody ?? (op.method === 'POST' ? JSON.stringify(input.body) : '');
  const shown = body.length > 160 ? `${body.slice(0, 160)}…(${body.length} chars)` : body;
  const type = input.contentType ? ` [${input.contentType}]` : '';
  const what = input.mutation ? ` (${input.kind}: ${input.mutation})` : ` (${input.kind})`;
  return `${role ?? 'no token'} ${op.method} ${op.path}${query ? `?${query}` : ''}${shown ? ` ${shown}` : ''}${type}${what}`;
}

/** What is wrong with a reply, measured against the document alone (and the contract's fixed statuses). */
function judge(
  op: Operation,
  input: FuzzInput,
  role: string | null,
  allowed: boolean,
  reply: Reply,
  check: ReturnType<typeof createValidator>,
): string | null {
  if (reply.status >= 500) return `server error: ${reply.text.slice(0, 200)}`;
  const documented = op.responses[String(reply.status)];
  if (!documented) return `status ${reply.status} is not documented for ${op.operationId}`;
  if (reply.headers.get('content-type')?.startsWith('text/event-stream')) {
    return reply.status === 200 && allowed
      ? null
      : `an event stream answered ${role ?? 'no token'} with ${reply.status}`;
  }
  if (!reply.headers.get('content-type')?.includes('application/json')) return 'not a JSON response';
  let body: Json;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return 'malformed JSON response';
  }
  const invalid = check(documented.schema, body);
  if (invalid) return `body does not match the documented ${reply.status} schema: ${invalid}`;
  for (const [name, header] of Object.entries<Json>(documented.headers)) {
    const value = reply.headers.get(name);
    if (value === null) {
      if (header.required) return `missing header ${name}`;
    } else if (
      header.schema?.type === 'integer' &&
      check(header.schema, /^\d+$/.test(value) ? Number(value) : value)
    ) {
      return `header ${name}: ${value} does not match its schema`;
    }
  }
  // A refusal the server makes before it reads the request (size, media type) may come before auth.
  if (input.expect && reply.status === input.expect) return null;
  if (op.secured && role === null && reply.status !== 401) return 'expected 401 without a token';
  if (op.secured && !allowed && role !== null && reply.status !== 403) return `expected 403 for ${role}`;
  if (allowed && input.expect) return `expected ${input.expect}`;
  if (allowed && input.kind === 'invalid' && reply.status < 400)
    return 'input the document refuses was accepted';
  return null;
}

describe('OpenAPI document against the real server (schema-driven fuzzing)', () => {
  let server: TestServer;
  const tokens: Partial<Record<DemoRole, string>> = {};

  beforeAll(async () => {
    server = await startTestServer();
    // One sign-in per role up front: the fuzzed sign-ins later count as failures for this IP.
    for (const role of roles) if (role) tokens[role] = await signIn(server.url, role);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers every generated request, as every role, with a status and body its document promises', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const operations = operationsOf(await response.json());
    // Staff changes and sign-outs may end a role's sessions (a fuzzed `disabled: true`, a revoke of
    // its own address), and fuzzed sign-ins count as failures: they run last, in this order.
    const endsSessions = ['updateUser', 'revokeSessions'];
    const last = (op: Operation) => [...endsSessions, 'authLogout', 'authLogin'].indexOf(op.operationId);
    operations.sort((a, b) => last(a) - last(b));
    const addresses = [...roles.filter((r) => r !== null), 'user' as const]
      .map((role) => account(role).address)
      .concat(stranger().address);
    const check = createValidator();

    const mismatches: string[] = [];
    const byStatus = new Map<number, number>();
    const counts = { requests: 0, valid: 0, invalid: 0, accepted: 0 };
    for (const [opIndex, op] of operations.entries()) {
      let offset = 0;
      for (const [roleIndex, role] of roles.entries()) {
        // The demo staff as seeded, each with a live session, before each role's turn at these.
        if ([...endsSessions, 'authLogout'].includes(op.operationId) && role) {
          await server.database.db.execute(
            sql`update users set disabled = false, role = case address
                  when ${DEMO_ACCOUNTS.admin} then 'admin' when ${DEMO_ACCOUNTS.kol} then 'kol'
                  when ${DEMO_ACCOUNTS.operator} then 'operator' when ${DEMO_ACCOUNTS.user} then 'user' else role end`,
          );
          tokens[role] = await signIn(server.url, role);
        }
        const allowed = !op.secured || (role !== null && op.roles.includes(role));
        const { inputs } = inputsFor(
          op,
          {
            seed: SEED + opIndex * 101 + roleIndex * 7,
            orderSeed: SEED + opIndex * 101,
            offset,
            valid: VALID_PER_ROLE,
            invalid: INVALID_PER_ROLE,
            addresses,
          },
          check,
        );
        if (allowed) offset += INVALID_PER_ROLE;
        for (const input of inputs) {
          const reply = await send(server.url, op, input, role ? tokens[role] : undefined);
          counts.requests += 1;
          counts[input.kind] += 1;
          // 200, or a 404/409 only a handler gives (an unknown id, a decided withdrawal).
          if ([200, 404, 409].includes(reply.status)) counts.accepted += 1;
          byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
          const problem = judge(op, input, role, allowed, reply, check);
          if (problem) mismatches.push(`${describeRequest(op, input, role)} → ${reply.status}: ${problem}`);
        }
      }
    }

    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `openapi fuzz (seed ${SEED}): ${operations.length} operations × ${roles.length} roles, ` +
        `${counts.requests} requests (${counts.valid} valid, ${counts.invalid} invalid); ` +
        `statuses ${statuses.join(' ')}; ${mismatches.length} mismatches`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(18);
    // Valid inputs must reach the handlers, not only bounce off validation.
    expect(counts.accepted).toBeGreaterThan(counts.requests / 10);
    // Every 5xx is a mismatch too (never documented as an answer to input), listed with its request.
    expect(mismatches).toEqual([]);
    expect([...byStatus.keys()].filter((s) => s >= 500)).toEqual([]);
  });
});

describe('OpenAPI document against a server that throttles sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginFailureLimit: 3 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents the 429 that fuzzed sign-ins run into, with its Retry-After', async () => {
    const operations = operationsOf(await (await fetch(`${server.url}/api/openapi.json`)).json());
    const login = operations.find((op) => op.operationId === 'authLogin') as Operation;
    const check = createValidator();
    const { inputs } = inputsFor(
      login,
      { seed: SEED, orderSeed: SEED, offset: 0, valid: 6, invalid: 0, addresses: [stranger().address] },
      check,
    );
    const mismatches: string[] = [];
    const statuses: number[] = [];
    for (const input of inputs) {
      const reply = await send(server.url, login, input, undefined);
      statuses.push(reply.status);
      const problem = judge(login, input, null, true, reply, check);
      if (problem) mismatches.push(`${describeRequest(login, input, null)} → ${reply.status}: ${problem}`);
    }
    expect(mismatches).toEqual([]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });
});
