import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allChainIds, consoleRoles, endpointNames, endpoints } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { deref, type Json } from './openapiFuzz.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Every schema node under `node`, with its JSON path. */
function* schemaNodes(node: Json, path = ''): Generator<[string, Json]> {
  if (typeof node !== 'object' || node === null) return;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) yield* schemaNodes(value, `${path}/${key}`);
}

describe('OpenAPI document', () => {
  let server: TestServer;
  let doc: Json;

  beforeAll(async () => {
    server = await startTestServer();
    doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('passes `redocly lint` as served, with no errors and no warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nsa-openapi-test-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'redocly'),
      ['lint', file, '--config', join(root, 'redocly.yaml'), '--format=json'],
      { cwd: root, env: offline, encoding: 'utf8' },
    );
    rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Json[];
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer}`)).toEqual(
      [],
    );
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  });

  it('`npm run lint:openapi` exits 0', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join('scripts', 'openapi.mjs'), '--format=json'],
      {
        cwd: root,
        env: offline,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).totals.errors).toBe(0);
  });

  it('documents a summary and every refusal each operation can give, with the error envelope', () => {
    for (const name of endpointNames) {
      const e = endpoints[name];
      const op = doc.paths[e.path][e.method.toLowerCase()];
      expect(op.summary, name).toMatch(/\w{3}/);
      const access = e.access;
      const roleRestricted = access !== null && consoleRoles.some((role) => !(role in access));
      const expected = ['200', '400'];
      if (access) expected.push('401');
      if (roleRestricted || name === 'authUser' || name === 'createUser') expected.push('403');
      if (['getPoints', 'setPoints', 'approveWithdrawal', 'rejectWithdrawal'].includes(name))
        expected.push('404');
      if (['createUser', 'approveWithdrawal', 'rejectWithdrawal'].includes(name)) expected.push('409');
      if (e.method === 'POST') expected.push('413', '415');
      if (name === 'authLogin' || name === 'authNonce') expected.push('429');
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(expected));
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        if (status === '200') continue;
        expect(response.description, `${name} ${status}`).toMatch(/\w{3}/);
        const schema = deref(response.content['application/json'].schema, doc);
        expect(schema.properties.code.const, `${name} ${status}`).toBe(status);
        expect(schema.allOf[0].properties.details.items.required).toEqual(['path', 'message']);
        expect(schema.allOf[0].required).not.toContain('details');
      }
      if (op.responses['429']) {
        expect(op.responses['429'].headers['Retry-After'].schema.type, name).toBe('integer');
      }
    }
  });

  it('gives addresses their pattern, chain IDs their enum, integers their bounds, times their format', () => {
    const nodes = [...schemaNodes(doc.paths)];
    expect(nodes.filter(([, n]) => 'nullable' in n).map(([p]) => p)).toEqual([]);
    const named = (key: string) => nodes.filter(([path]) => path.endsWith(`/properties/${key}`));
    const parameter = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: Json) => p.name === name).schema;

    for (const key of ['address', 'inviterAddress', 'buyerAddress', 'referrerAddress', 'actorAddress']) {
      for (const [path, schema] of named(key)) {
        const branches = schema.anyOf ?? [schema];
        expect(branches[0], path).toMatchObject({ type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' });
      }
    }
    expect(parameter('/api/auth/nonce', 'address').pattern).toBe('^0x[0-9a-fA-F]{40}$');
    expect(parameter('/api/manage/orders', 'chainId')).toMatchObject({
      type: 'integer',
      enum: [...allChainIds],
    });
    for (const [path, schema] of named('chainId')) expect(schema.enum, path).toEqual([...allChainIds]);
    expect(parameter('/api/manage/users', 'pageSize')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(parameter('/api/manage/referral-orders', 'level')).toMatchObject({ minimum: 1, maximum: 64 });
    const points = doc.paths['/api/operation/set-points'].post.requestBody.content['application/json'].schema;
    expect(points.properties.points).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000_000,
    });
    for (const [path, schema] of nodes.filter(
      ([path, n]) => n.type === 'integer' && !n.enum && !path.includes('/headers/'),
    )) {
      expect(typeof schema.minimum === 'number' && typeof schema.maximum === 'number', path).toBe(true);
    }
    for (const [path, schema] of named('createdAt'))
      expect((schema.anyOf?.[0] ?? schema).format, path).toBe('date-time');
    for (const [path, schema] of named('txHash')) {
      expect(schema.anyOf[0].pattern, path).toBe('^0x[0-9a-fA-F]{64}$');
    }
  });
});
