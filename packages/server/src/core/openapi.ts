import {
  consoleRoles,
  type EndpointName,
  endpointNames,
  endpoints,
  errorEnvelope,
  eventsEndpoint,
  successEnvelope,
  withdrawalEventSchema,
} from '@nsa/api';
import { z } from 'zod/mini';

type JsonSchema = Record<string, unknown>;

/** What each operation is for, in the words a reader of the document needs. */
const operationText: Record<EndpointName, { summary: string; description?: string }> = {
  health: {
    summary: 'Check that the server answers, and which database it runs on',
    description: 'Liveness: the process answers; the database is not asked (see `/api/ready`).',
  },
  ready: {
    summary: 'Check that the server can serve: what a load balancer routes on',
    description:
      '`200` only when the database answered a query within 1 s and the server is not draining for a stop; else `503`.',
  },
  authNonce: {
    summary: 'Issue a sign-in message for an address',
    description:
      'An EIP-4361 (SIWE) message with a fresh single-use nonce bound to `address`, valid for 5 minutes. ' +
      'Throttled per client IP; at most 5 unused nonces are kept per address and client IP, so no other IP ' +
      'can evict them. Refused (403) for a cross-site browser request.',
  },
  authLogin: {
    summary: 'Sign in with the signed message',
    description:
      'Exchanges the message issued by `GET /api/auth/nonce` and its personal_sign signature for a session ' +
      'token, sent as the `token` header afterwards. Every 400 and 401 of a JSON request counts as a failed ' +
      'sign-in for the client IP; past the limit, sign-ins from that IP get 429 until the 60 s window clears. ' +
      'A cross-site browser request (403) or a body of another type (415) counts nothing.',
  },
  authLogout: { summary: 'Sign out: revoke the presented token' },
  authUser: {
    summary: 'Read the session user',
    description: '`address`, when given, must be the session user’s own.',
  },
  users: { summary: 'List users', description: 'A kol sees only its downline.' },
  createUser: {
    summary: 'Create a console or platform user',
    description: 'An admin may grant kol, operator and user. Appends a `user.create` audit entry.',
  },
  updateUser: {
    summary: 'Change a staff account: role, disabled, label',
    description:
      'Super changes any account that is not a super (never to super); admin only kol, operator and user ' +
      'accounts, to those roles. Nobody changes their own account. Disabling revokes every session of the ' +
      'account in the same transaction. Appends a `user.update` audit entry (before → after).',
  },
  sessions: {
    summary: "List an account's live sessions",
    description:
      'Without `address`, the caller’s own. Super may read any account’s; admin those of accounts it may ' +
      'change. At most 100, newest first; `current` marks the caller’s own session.',
  },
  revokeSessions: {
    summary: 'Sign out one session, or every session of an account',
    description: 'By `id`, or all of `address`’s. Appends a `session.revoke` audit entry.',
  },
  userRelation: {
    summary: 'List referral relations',
    description: 'Ancestor/descendant pairs with downline counts; a kol sees only its downline.',
  },
  referralOrders: {
    summary: 'List referral orders',
    description: 'A kol sees only orders whose buyer is in its downline.',
  },
  orders: { summary: 'List orders' },
  purchaseOrders: { summary: 'List purchase orders' },
  withdrawals: { summary: 'List withdrawals' },
  withdrawalOverview: {
    summary: 'Summarise the withdrawal queue',
    description:
      'Pending amounts, approved and rejected today, how many pending withdrawals the caller may still ' +
      'approve (`awaitingYou`) and how many have one of two approvals (`awaitingSecond`).',
  },
  decideBatch: {
    summary: 'Approve or reject up to 100 withdrawals under one signature',
    description:
      'One EIP-712 `Decisions` signature covers every item; each is then applied in its own transaction ' +
      'and reported as approved, partial, rejected, conflict or not_found. A signature that does not ' +
      'verify, or an item that does not match its stored withdrawal, changes nothing (400).',
  },
  withdrawalContext: {
    summary: 'What to weigh before deciding a withdrawal',
    description:
      'The asking account’s history and, for the recipient, earlier approved withdrawals and look-alike ' +
      'addresses (same first and last 4 hex digits).',
  },
  approveWithdrawal: {
    summary: 'Approve a pending withdrawal',
    description:
      'Carries an EIP-712 `Decision` signature by the session wallet. Exactly one of any concurrent ' +
      'decisions on a withdrawal succeeds. Appends a `withdraw.approve` audit entry.',
  },
  rejectWithdrawal: {
    summary: 'Reject a pending withdrawal',
    description:
      'Carries an EIP-712 `Decision` signature by the session wallet. Appends a `withdraw.reject` audit entry.',
  },
  getPoints: { summary: 'Read a user’s points' },
  setPoints: {
    summary: 'Set a user’s points',
    description: 'Appends a `points.set` audit entry.',
  },
  adjustPoints: {
    summary: 'Add to or take from a user’s points, with a reason',
    description:
      'The result stays within 0 … 1,000,000,000,000. With `expected`, a balance other than the one the ' +
      'operator saw is a `409`. Appends a ledger row and a `points.adjust` audit entry.',
  },
  adjustPointsBatch: {
    summary: 'Adjust many balances at once (a CSV import), all or nothing',
    description:
      'Rows apply in order (one address may appear twice). Any bad row refuses the batch with a `400` ' +
      'naming each row (counting from 1) and field. `dryRun: true` computes every result and writes nothing.',
  },
  pointsHistory: {
    summary: 'List changes of points, newest first',
    description: 'Sets and adjustments alike: before, after, delta, reason (null for a set) and who.',
  },
  userTree: {
    summary: 'A node of the referral tree and its direct invitees',
    description:
      'At most 200 direct invitees, largest downline first. `volume`: the paid orders of the node’s ' +
      'downline; `commission`: what the node earned as referrer; both over `period`. A kol sees its ' +
      'downline only (its own node by default).',
  },
  stats: {
    summary: 'Figures per day or week',
    description:
      'Paid orders by chain and token (bucketed by `createdAt` in UTC), new users, commissions and, ' +
      'except for a kol, withdrawals decided. At most 366 buckets. A kol gets its downline’s figures.',
  },
  audit: {
    summary: 'List audit entries',
    description:
      'Every write, in commit order: a hash chain where `hash` is the SHA-256 of the entry’s canonical JSON with `prevHash`, the previous entry’s hash.',
  },
};

type ErrorStatus = '400' | '401' | '403' | '404' | '409' | '413' | '415' | '429' | '500' | '503';

/** Refusals beyond the ones every operation of its kind has, each with why it happens. */
const specificErrors: Partial<Record<EndpointName, Partial<Record<ErrorStatus, string>>>> = {
  authNonce: {
    '403': 'A cross-site browser request (`Origin` other than the server’s, or `Sec-Fetch-Site` cross-site).',
    '429': 'Too many nonces requested from this client IP in the last minute.',
  },
  authLogin: {
    '403': 'A cross-site browser request (`Origin` other than the server’s, or `Sec-Fetch-Site` cross-site).',
    '401':
      'Sign-in refused: unknown, used or expired nonce, a message that differs from the one issued, ' +
      'a signature that does not verify, an address that is no console user, or an account disabled.',
    '429': 'Too many failed sign-ins from this client IP in the last 60 s.',
  },
  authUser: { '403': '`address` names another user.' },
  createUser: {
    '403': 'The role may not create users, or an admin asked to grant a role it may not grant.',
    '409': '`address` is already a user.',
  },
  updateUser: {
    '403':
      'The caller may not change this account or grant this role (own account, a super, or beyond an admin).',
    '404': '`address` is not a user.',
  },
  sessions: { '403': 'The caller may not see this account’s sessions.', '404': '`address` is not a user.' },
  revokeSessions: {
    '403': 'The caller may not end this account’s sessions.',
    '404': 'No live session has this id, or `address` is not a user.',
  },
  approveWithdrawal: {
    '404': 'No withdrawal has this id.',
    '409': 'The withdrawal is no longer pending, or this super already approved it.',
  },
  rejectWithdrawal: {
    '404': 'No withdrawal has this id.',
    '409': 'The withdrawal is no longer pending.',
  },
  getPoints: { '404': '`address` is not a user.' },
  setPoints: {
    '404': '`address` is not a user.',
    '409': '`expected` differs from the balance: it changed since the operator read it.',
  },
  adjustPoints: {
    '404': '`address` is not a user.',
    '409': '`expected` differs from the balance: it changed since the operator read it.',
  },
  adjustPointsBatch: { '413': 'The body is over 512 KiB.' },
  userTree: { '404': '`address` is not a user, or (kol) not in the caller’s downline.' },
  withdrawalContext: { '404': 'No withdrawal has this id.' },
};

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again: the throttle window (429), or the outage (503).',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};

/** Zod → JSON Schema 2020-12, which OpenAPI 3.1 takes as it is. */
const schemaOf = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

/** The error envelope for one status: the shared schema with `code` pinned to that status. */
const errorResponse = (status: ErrorStatus, description: string) => ({
  description,
  ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
  content: {
    'application/json': {
      schema: {
        allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }],
        properties: { code: { const: status } },
      },
    },
  },
});

/** Every operation that reads the database (all but liveness). */
const unavailable =
  'The database is unreachable or a query exceeded `STATEMENT_TIMEOUT_MS` (or, for `/api/ready`, the server is draining): "database unavailable"; nothing was written, retry after `Retry-After` seconds.';

function errorResponses(name: EndpointName) {
  const e = endpoints[name];
  const specific = specificErrors[name] ?? {};
  const post = e.method === 'POST';
  const roleRestricted = e.access !== null && consoleRoles.some((role) => !(role in e.access));
  const out: Partial<Record<ErrorStatus, string>> = {
    '400': post
      ? 'Bad input: malformed JSON, a missing, unknown or invalid field; the message names it and `details` lists each issue.'
      : 'Bad input: an unknown, repeated or invalid query parameter; the message names it and `details` lists each issue.',
  };
  if (e.access !== null) out['401'] = 'No token, or an invalid, expired or revoked one: sign in again.';
  if (roleRestricted) out['403'] = 'The session user’s role may not call this operation.';
  if (post) {
    out['413'] = 'The body is larger than 64 KiB.';
    out['415'] = 'The body is not `application/json`.';
  }
  Object.assign(out, specific);
  out['500'] = 'A server fault (never bad input); the request id is in the `X-Request-Id` header.';
  if (name !== 'health') out['503'] = unavailable;
  return Object.fromEntries(
    (Object.entries(out) as [ErrorStatus, string][])
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, description]) => [status, errorResponse(status, description)]),
  );
}

function errorEnvelopeSchema(): JsonSchema {
  const schema = schemaOf(errorEnvelope, 'output') as JsonSchema & { properties: Record<string, JsonSchema> };
  // Each response pins `code` to its own status; here any 4xx/5xx status as text.
  schema.properties.code = {
    type: 'string',
    pattern: '^[45][0-9]{2}$',
    description: 'The HTTP status, as text.',
  };
  schema.properties.details = {
    ...schema.properties.details,
    description: 'On 400: each input issue, with the path of the field (dot-separated) and what is wrong.',
  };
  return {
    ...schema,
    description: 'A refusal: `data` is null and `message` names the offending field or rule.',
  };
}

function rolesNote(name: EndpointName): string {
  const access = endpoints[name].access;
  if (access === null) return 'No token needed.';
  const grants = consoleRoles
    .filter((role) => role in access)
    .map((role) => `${role}${access[role as keyof typeof access] === 'downline' ? ' (own downline)' : ''}`);
  return `Roles: ${grants.join(', ')}; any other role gets 403.`;
}

/** The live stream: not JSON, so not a row of `endpoints`; its refusals are the envelope. */
function eventsOperation() {
  return {
    operationId: 'events',
    summary: 'Follow the withdrawal desk live (server-sent events)',
    description:
      'A `text/event-stream` of `withdrawal` events whose `data` is the schema below, one whenever a ' +
      'withdrawal is inserted, approved or decided by any writer. Each event has an `id`; `Last-Event-ID` ' +
      'replays what was missed in the last 10 minutes. A comment line follows 15 s without an event. The ' +
      'stream ends within 5 s of its session ending. Roles: super; any other role gets 403.',
    tags: ['manage'],
    security: [{ token: [] }],
    'x-roles': eventsEndpoint.access,
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'The id of the last event received: replay what followed it.',
        schema: { type: 'string', pattern: '^[0-9]{1,18}$' },
      },
    ],
    responses: {
      '200': {
        description: 'The stream; each `data:` line is a withdrawal event.',
        content: {
          'text/event-stream': {
            schema: { type: 'string' },
            'x-event-data': schemaOf(withdrawalEventSchema, 'output'),
          },
        },
      },
      '400': errorResponse('400', 'An unknown or repeated query parameter.'),
      '401': errorResponse('401', 'No token, or an invalid, expired or revoked one: sign in again.'),
      '403': errorResponse('403', 'The session user’s role may not follow the desk.'),
      '500': errorResponse('500', 'A server fault; the request id is in the `X-Request-Id` header.'),
      '503': errorResponse('503', unavailable),
    },
  };
}

/**
 * OpenAPI document derived from the `endpoints` table: inputs as accepted, data as returned.
 * OpenAPI 3.1 rather than 3.0: its schemas are JSON Schema 2020-12, exactly what zod emits and ajv
 * checks, so `null` is `type: 'null'` with no `nullable` translation to get wrong.
 */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of endpointNames) {
    const e = endpoints[name];
    const input = schemaOf(e.input, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    const text = operationText[name];
    const operation: Record<string, unknown> = {
      operationId: name,
      summary: text.summary,
      description: [text.description, rolesNote(name)].filter(Boolean).join(' '),
      tags: [e.path.split('/')[2] === 'health' ? 'system' : e.path.split('/')[2]],
      security: e.access ? [{ token: [] }] : [],
      'x-roles': e.access ?? 'public',
      responses: {
        '200': {
          description: 'Success: the envelope with `data`.',
          content: { 'application/json': { schema: schemaOf(successEnvelope(e.data), 'output') } },
        },
        ...errorResponses(name),
      },
    };
    if (e.method === 'GET') {
      operation.parameters = Object.entries(input.properties ?? {}).map(([param, schema]) => ({
        name: param,
        in: 'query',
        required: input.required?.includes(param) ?? false,
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
      }));
    } else {
      const empty = Object.keys(input.properties ?? {}).length === 0;
      operation.requestBody = { required: !empty, content: { 'application/json': { schema: input } } };
    }
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation };
  }
  paths[eventsEndpoint.path] = { get: eventsOperation() };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Node Sales Admin API',
      version: '1.0.0',
      description:
        'Every response is the JSON envelope `{ code, success, message, data }`; the HTTP status equals ' +
        '`Number(code)`. Sign in with a wallet (`/api/auth/nonce`, then `/api/auth/login`) and send the ' +
        'token in the `token` header.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'system', description: 'Server status.' },
      { name: 'auth', description: 'Wallet sign-in (SIWE) and sessions.' },
      { name: 'manage', description: 'Users, orders, withdrawals and the audit trail.' },
      { name: 'operation', description: 'Points.' },
    ],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The token from sign-in.' },
      },
      schemas: {
        ErrorEnvelope: errorEnvelopeSchema(),
      },
    },
    paths,
  };
}
