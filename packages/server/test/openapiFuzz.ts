import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked field by field
export type Json = any;
export type Schema = Record<string, Json>;

/** One operation of the document, with its input as a single object schema (query or body). */
export type Operation = {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  secured: boolean;
  roles: string[] | 'public';
  input: Schema;
  responses: Record<string, { schema: Schema; headers: Record<string, Json> }>;
};

/** A request the fuzzer sends: query values as text, or a JSON body (raw text when malformed on purpose). */
export type FuzzInput = {
  kind: 'valid' | 'invalid';
  /** What was broken, for the report; the expected status when the contract pins one. */
  mutation?: string;
  expect?: number;
  query?: Record<string, string>;
  body?: Json;
  rawBody?: string;
  contentType?: string;
};

/** A deterministic PRNG (mulberry32): the same seed gives the same run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/** Inlines local `$ref`s, so each schema stands alone for the generator and the validator. */
export function deref(node: Json, doc: Json): Json {
  if (Array.isArray(node)) return node.map((item) => deref(item, doc));
  if (typeof node !== 'object' || node === null) return node;
  if (typeof node.$ref === 'string') {
    const target = (node.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce((at: Json, key) => at?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
    if (target === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
    const { $ref: _, ...siblings } = node;
    return deref({ ...target, ...siblings }, doc);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(value, doc)]));
}

export function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      let input: Schema;
      if (method === 'get') {
        const params: Json[] = op.parameters ?? [];
        input = {
          type: 'object',
          properties: Object.fromEntries(params.map((p) => [p.name, deref(p.schema, doc)])),
          required: params.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        };
      } else {
        input = deref(op.requestBody.content['application/json'].schema, doc);
      }
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const resolved = deref(response, doc);
        responses[status] = {
          schema: resolved.content?.['application/json']?.schema ?? {},
          headers: resolved.headers ?? {},
        };
      }
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        operationId: op.operationId,
        secured: (op.security ?? doc.security ?? []).length > 0,
        roles: op['x-roles'] === 'public' ? 'public' : Object.keys(op['x-roles']),
        input,
        responses,
      });
    }
  }
  return out;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** JSON Schema 2020-12 validation, as OpenAPI 3.1 defines it, formats included. */
export function createValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const cache = new Map<Schema, ValidateFunction>();
  return (schema: Schema, value: unknown): string | null => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

/** Query values travel as text: an integer parameter takes plain decimal digits only (contract, Runtime). */
export function queryValueValid(check: ReturnType<typeof createValidator>, schema: Schema, text: string) {
  const types: string[] = [schema.type ?? []].flat();
  if (types.includes('integer') || types.includes('number')) {
    return /^-?\d+$/.test(text) && check(schema, Number(text)) === null;
  }
  return check(schema, text) === null;
}

/** Values that break a schema of each kind; the caller keeps only those the document itself refuses. */
function candidateBadValues(schema: Schema, where: 'query' | 'body'): Json[] {
  const types: string[] = [schema.type ?? []].flat();
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e15;
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e15;
  const longer = typeof schema.maxLength === 'number' ? 'z'.repeat(schema.maxLength + 1) : 'z'.repeat(5000);
  const strings = [
    '',
    'nope',
    longer,
    '0x123',
    `0x${'g'.repeat(40)}`,
    `0x${'a'.repeat(63)}`,
    '2024-02-30T00:00:00Z',
    '2024-13-01',
    'yesterday',
    'a\u0000b',
  ];
  if (where === 'query') {
    const ints = [String(max + 1), String(min - 1), '1.5', 'abc', '0x10', '1e1', '0b11', '10.0', '+1', ' 10'];
    return types.includes('integer') || types.includes('number') ? ints : strings;
  }
  if (types.includes('integer') || types.includes('number'))
    return [max + 1, min - 1, 1.5, '1', null, true, []];
  return [...strings, 42, null, true, {}, []];
}

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
/** Keyset cursors for the default `createdAt desc` order that decode but hold what no page produced. */
const craftedCursors = [
  cursorOf(['createdAt', 'desc', '2024-02-30T00:00:00.000Z', '5']),
  cursorOf(['createdAt', 'desc', 'not a date', '5']),
  cursorOf(['createdAt', 'desc', '+275760-09-13T00:00:00.000Z', '5']),
  cursorOf(['createdAt', 'desc', '2024-01-01T00:00:00.000Z', '999999999999999999']),
  cursorOf(['createdAt', 'desc', '2024-01-01T00:00:00.000Z', '99999999999']),
  cursorOf(['createdAt', 'desc', 1e300, '5']),
  cursorOf(['createdAt', 'desc', null, '5']),
  cursorOf(['createdAt', 'asc', '2024-01-01T00:00:00.000Z', '5']),
  'not!base64',
  '////',
];

/**
 * N schema-valid inputs (from json-schema-faker, seeded) and M invalid ones: a valid input with one
 * field broken, a required field dropped, an unknown key, or a body the server must refuse whole.
 */
export function inputsFor(
  op: Operation,
  options: {
    seed: number;
    /** Seeds the order of the invalid mutations, the same for every caller of one operation. */
    orderSeed: number;
    /** Where in that order this caller's slice of `invalid` mutations starts. */
    offset: number;
    valid: number;
    invalid: number;
    addresses: readonly string[];
  },
  check: ReturnType<typeof createValidator>,
): { inputs: FuzzInput[]; mutations: number } {
  const random = prng(options.seed);
  const faker = createGeneratorSync({ seed: options.seed, optionalsProbability: 0.5, maxDefaultItems: 2 });
  const where = op.method === 'GET' ? 'query' : 'body';
  const addressPattern = '^0x[0-9a-fA-F]{40}$';
  const validValue = (craftCursor: boolean): Record<string, Json> => {
    const value = faker.generate(op.input) as Record<string, Json>;
    for (const [key, schema] of Object.entries<Json>(op.input.properties ?? {})) {
      if (!(key in value)) continue;
      // A random mixed-case address fails its EIP-55 checksum: use a demo account or lowercase.
      if (schema.pattern === addressPattern) {
        value[key] = random.next() < 0.6 ? random.pick(options.addresses) : String(value[key]).toLowerCase();
      }
      if (key === 'id' && random.next() < 0.7) value[key] = String(1 + Math.floor(random.next() * 40));
    }
    // A cursor is any string to the document; one that decodes but lies is where servers break.
    if (craftCursor && op.input.properties?.cursor && random.next() < 0.4) {
      value.cursor = random.pick(craftedCursors);
      delete value.sort;
      delete value.order;
    }
    return value;
  };
  const asQuery = (value: Record<string, Json>) =>
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
  const send = (value: Record<string, Json>): FuzzInput =>
    where === 'query' ? { kind: 'valid', query: asQuery(value) } : { kind: 'valid', body: value };

  const inputs: FuzzInput[] = [];

  type Mutation = { mutation: string; expect?: number; apply: (base: Record<string, Json>) => FuzzInput };
  const mutations: Mutation[] = [];
  for (const [key, schema] of Object.entries<Json>(op.input.properties ?? {})) {
    for (const bad of candidateBadValues(schema, where)) {
      const refused =
        where === 'query' ? !queryValueValid(check, schema, String(bad)) : check(schema, bad) !== null;
      if (!refused) continue;
      mutations.push({
        mutation: `${key}=${JSON.stringify(bad).slice(0, 40)}`,
        apply: (base) => ({ ...send({ ...base, [key]: bad }), kind: 'invalid' }),
      });
    }
  }
  for (const key of op.input.required ?? []) {
    mutations.push({
      mutation: `without ${key}`,
      apply: (base) => {
        const { [key]: _, ...rest } = base;
        return { ...send(rest), kind: 'invalid' };
      },
    });
  }
  for (const key of ['unknownParam', '__proto__', 'constructor']) {
    mutations.push({
      mutation: `unknown key ${key}`,
      // An own property even for `__proto__`, as JSON.parse and a query string make it.
      apply: (base) => ({ ...send({ ...base, ...JSON.parse(`{"${key}":"1"}`) }), kind: 'invalid' }),
    });
  }
  if (where === 'body') {
    for (const body of [[], 'text', null, 42]) {
      mutations.push({
        mutation: `body ${JSON.stringify(body)}`,
        apply: () => ({ kind: 'invalid', body }),
      });
    }
    mutations.push({
      mutation: 'malformed JSON',
      apply: () => ({ kind: 'invalid', rawBody: '{"address":' }),
    });
    mutations.push({
      mutation: 'text/plain body',
      expect: 415,
      apply: (base) => ({ kind: 'invalid', body: base, contentType: 'text/plain' }),
    });
    mutations.push({
      mutation: 'body over 64 KiB',
      expect: 413,
      apply: (base) => ({ kind: 'invalid', body: { ...base, pad: 'x'.repeat(70_000) } }),
    });
  }
  // One seeded order per operation; callers take consecutive slices, so every mutation gets its turn.
  const order = prng(options.orderSeed);
  const shuffled = mutations
    .map((m) => ({ m, key: order.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ m }) => m);
  for (let i = 0; i < options.invalid && shuffled.length > 0; i++) {
    const chosen = shuffled[(options.offset + i) % shuffled.length] as Mutation;
    // No crafted cursor under a mutation: each invalid input has exactly one fault.
    inputs.push({ ...chosen.apply(validValue(false)), mutation: chosen.mutation, expect: chosen.expect });
  }
  // Valid ones last: they may end the session (sign-out) or change state the refusals should not see.
  for (let i = 0; i < options.valid; i++) inputs.push(send(validValue(true)));
  return { inputs, mutations: shuffled.length };
}
