import { accessFor, consoleRoles, endpointNames, endpoints, successEnvelope } from '@nsa/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './harness.ts';
import { createHandlers, createMockDb, demoToken } from './index.ts';
import { createMockServer } from './node.ts';
import { sampleInput } from './samples.ts';

const db = createMockDb({ seed: 7 });
const server = createMockServer(...createHandlers(db));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** A role allowed to call each endpoint, so the representative call succeeds. */
const callerOf = (name: (typeof endpointNames)[number]) =>
  endpoints[name].access === null ? undefined : consoleRoles.find((role) => accessFor(name, role));

describe('every endpoint of the contract is mocked', () => {
  it('has one handler per endpoint', () => {
    expect(createHandlers(db)).toHaveLength(endpointNames.length);
  });

  it.each(endpointNames)('%s answers a representative call within its schema', async (name) => {
    const role = callerOf(name);
    // Logout revokes the token it is given: use a fresh session, not the shared demo token.
    const token = name === 'authLogout' ? (await signIn('kol')).token : role && demoToken(role);
    const result =
      name === 'authLogin'
        ? (await signIn('admin')).login
        : await call(name, await sampleInput(name, db), token);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const parsed = successEnvelope(endpoints[name].data).safeParse(result.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // The schema strips unknown keys: a field the contract does not name must not reach callers.
    expect(parsed.data).toEqual(result.body);
  });
});
