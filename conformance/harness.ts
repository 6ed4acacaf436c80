import {
  type ApiClient,
  ApiError,
  consoleRoles,
  createApiClient,
  type EndpointName,
  endpoints,
} from '@nsa/api';
import { type CallOptions, call, type DemoName, demoAccount, type Reply } from '@nsa/api/testing';
import type { HDAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Target } from './targets.ts';

export type Outcome<T> = { code: '200'; data: T } | { code: string; message: string };

/** A call's envelope code and data or message, so refusals are asserted like successes. */
export async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { code: '200', data: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
}

export const okData = <T>(result: Outcome<T>): T => {
  if (!('data' in result)) throw new Error(`expected 200, got ${result.code}: ${result.message}`);
  return result.data;
};

/** The rows a check is about: a check over an empty list would pass whatever the back-end did. */
export function rows<T>(list: readonly T[], what = 'rows'): T[] {
  expect(list.length, `${what}: an empty list proves nothing`).toBeGreaterThan(0);
  return [...list];
}

export type Page<T> = { list: T[]; total: number; page: number; pageSize: number; nextCursor: string | null };
// biome-ignore lint/suspicious/noExplicitAny: rows of every list are read field by field
export type Row = Record<string, any>;

/** The demo accounts a case can act as: each console role, the second super, and the plain user. */
export const actors = [...consoleRoles, 'secondSuper'] as const satisfies readonly DemoName[];
export type Actor = (typeof actors)[number];

/** One target as the cases use it: typed clients per demo account, raw calls, whole lists. */
export function harness(target: () => Target) {
  const tokens = new Map<string, string>();
  const tokenOf = (as: Actor) => {
    const token = tokens.get(as);
    if (!token) throw new Error(`${as} is not signed in on ${target().name}`);
    return token;
  };
  const h = {
    target,
    tokens,
    /** A sign-in message for `address`, asked for as `client` (by default a new client: the limit is per client). */
    async nonce(address: string, client: Record<string, string> = target().newClient()): Promise<string> {
      const reply = await call(target().url, 'GET', '/api/auth/nonce', {
        query: { address },
        headers: client,
      });
      if (reply.status !== 200) throw new Error(`nonce: ${reply.status} ${reply.body.message}`);
      return reply.body.data.message;
    },
    /** Signs `message` (a fresh one when omitted) with `signer` and posts the login, as `client`. */
    async login(signer: HDAccount, message?: string, client: Record<string, string> = target().newClient()) {
      const text = message ?? (await h.nonce(signer.address, client));
      const signature = await signer.signMessage({ message: text });
      return call(target().url, 'POST', '/api/auth/login', {
        body: { address: signer.address, message: text, signature },
        headers: client,
      });
    },
    /** A fresh session token of a demo account. */
    async signIn(as: DemoName): Promise<string> {
      const reply = await h.login(demoAccount(as));
      if (reply.status !== 200) throw new Error(`sign-in as ${as}: ${reply.status} ${reply.body.message}`);
      return reply.body.data.token;
    },
    /** Signs every demo console account in (nonce, real signature, login). */
    async signInAll() {
      tokens.clear();
      for (const as of actors) tokens.set(as, await h.signIn(as));
    },
    token: tokenOf,
    /** The typed client as `as` (a demo account or a raw token), or with no token at all. */
    client(as?: Actor | { token: string }): ApiClient {
      const token = as === undefined ? undefined : typeof as === 'string' ? tokenOf(as) : as.token;
      return createApiClient({ baseUrl: target().url, getToken: () => token });
    },
    /**
     * A raw HTTP call as `as`, from a new client unless `headers` name one (sign-in limits count
     * per client: a case's deliberate refusals must not spend another case's allowance).
     */
    call(method: 'GET' | 'POST', path: string, options: CallOptions & { as?: Actor } = {}): Promise<Reply> {
      const { as, ...rest } = options;
      return call(target().url, method, path, {
        ...rest,
        headers: { ...target().newClient(), ...rest.headers },
        token: rest.token ?? (as ? tokenOf(as) : undefined),
      });
    },
    /** Calls an endpoint by name with raw input (query for GET, JSON body or raw text for POST). */
    callEndpoint(
      name: EndpointName,
      input: Record<string, unknown> | string,
      as?: Actor | { token: string },
    ) {
      const { method, path } = endpoints[name];
      const token = as === undefined ? undefined : typeof as === 'string' ? tokenOf(as) : as.token;
      if (method === 'GET') {
        const query = Object.fromEntries(Object.entries(input as object).map(([k, v]) => [k, String(v)]));
        return h.call(method, path, { token, query });
      }
      return h.call(
        method,
        path,
        typeof input === 'string' ? { token, rawBody: input } : { token, body: input },
      );
    },
    /** Every row of a list, walking its cursors. */
    async all<R = Row>(
      name: EndpointName,
      query: Record<string, unknown> = {},
      as: Actor = 'super',
    ): Promise<R[]> {
      const out: R[] = [];
      let cursor: string | null = null;
      do {
        const reply = await h.callEndpoint(
          name,
          { ...query, pageSize: 100, ...(cursor ? { cursor } : {}) },
          as,
        );
        expect(reply.status, reply.body.message).toBe(200);
        const page = reply.body.data as Page<R>;
        out.push(...page.list);
        cursor = page.nextCursor;
      } while (cursor);
      return out;
    },
  };
  return h;
}

export type Harness = ReturnType<typeof harness>;

/** Runs `work` with the target's clock moved forward by `ms`, and moves it back after. */
export async function later<T>(h: Harness, ms: number, work: () => Promise<T>): Promise<T> {
  return onClock(h, async (advance) => {
    advance(ms);
    return work();
  });
}

/** Runs `work`, which moves the target's clock as it goes; the clock is put back after. */
export async function onClock<T>(
  h: Harness,
  work: (advance: (ms: number) => void) => Promise<T>,
): Promise<T> {
  let moved = 0;
  try {
    return await work((ms) => {
      moved += ms;
      h.target().advance(ms);
    });
  } finally {
    h.target().advance(-moved);
  }
}
