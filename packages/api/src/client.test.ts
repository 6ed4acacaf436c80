import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.ts';
import { fail, ok } from './envelope.ts';

type Seen = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A client over a fetch that records the request and answers `reply`. */
function clientAnswering(reply: () => Response | Promise<Response>, token: string | null = 'tok-123') {
  const seen: Seen[] = [];
  const ended: ApiError[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.example/',
    getToken: () => token,
    onSessionEnd: (error) => ended.push(error),
    fetch: async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string>,
        ...(init?.body === undefined ? {} : { body: String(init.body) }),
      });
      return reply();
    },
  });
  return { client, seen, ended };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('createApiClient', () => {
  it('GETs the endpoint with its query (empty values left out) and the token, and returns the data', async () => {
    const data = { list: [], total: 0, page: 2, pageSize: 20, nextCursor: null };
    const { client, seen } = clientAnswering(() => json(ok(data)));
    expect(await client.orders({ page: 2, q: '', status: undefined })).toEqual(data);
    expect(seen).toEqual([
      {
        url: 'https://api.example/api/manage/orders?page=2',
        method: 'GET',
        headers: { accept: 'application/json', token: 'tok-123' },
      },
    ]);
  });

  it('POSTs JSON, and sends no token to an endpoint that takes none', async () => {
    const { client, seen } = clientAnswering(() => json(ok({ nonce: 'n', message: 'm', expiresAt: 'e' })));
    await client.authNonce({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });
    expect(seen[0]?.headers.token).toBeUndefined();
    const posted = clientAnswering(() =>
      json(ok({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', points: 5 })),
    );
    await posted.client.setPoints({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', points: 5 });
    expect(posted.seen[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'tok-123' },
      body: '{"address":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","points":5}',
    });
  });

  it('turns an error envelope into an ApiError with its code, status, details and Retry-After', async () => {
    const { client } = clientAnswering(() =>
      json(fail('429', 'too many', [{ path: 'address', message: 'slow down' }]), 429, {
        'retry-after': '17',
      }),
    );
    const error = await client.health({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '429',
      status: 429,
      message: 'too many',
      retryAfter: 17,
      details: [{ path: 'address', message: 'slow down' }],
    });
  });

  it('ends the session on a 401 or 403 of an authenticated call only', async () => {
    for (const code of ['401', '403'] as const) {
      const { client, ended } = clientAnswering(() => json(fail(code, 'no'), Number(code)));
      await client.users({}).catch(() => undefined);
      expect(ended.map((e) => e.code)).toEqual([code]);
    }
    const refused = clientAnswering(() => json(fail('401', 'bad signature'), 401));
    await refused.client
      .authLogin({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: 'm', signature: '0x00' })
      .catch(() => undefined);
    expect(refused.ended).toEqual([]);
    const notFound = clientAnswering(() => json(fail('404', 'none'), 404));
    await notFound.client
      .getPoints({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
      .catch(() => undefined);
    expect(notFound.ended).toEqual([]);
  });

  it('says NETWORK when the server cannot be reached, BAD_RESPONSE for what is no envelope', async () => {
    const down = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    expect(await down.client.health({}).catch((e: unknown) => e)).toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
    const html = clientAnswering(() => new Response('<html>', { status: 502 }));
    expect(await html.client.health({}).catch((e: unknown) => e)).toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
    });
    const drifted = clientAnswering(() => json(ok({ ok: 'yes' })));
    expect(await drifted.client.health({}).catch((e: unknown) => e)).toMatchObject({
      code: 'BAD_RESPONSE',
      status: 200,
    });
  });

  it('passes an abort on, as an abort', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await client.health({}, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });
});
