import { endpoints } from '@nsa/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSessionEarly, takeEarly } from './earlySessionCheck.ts';

const answer = () => new Response(JSON.stringify({ code: '200' }), { status: 200 });

describe('the early session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is sent once, with the token, and handed to the same request once', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    checkSessionEarly('', 'tok-1');
    expect(fetch).toHaveBeenCalledTimes(1);
    // The contract's path for the session check, as the client would ask it.
    expect(fetch).toHaveBeenCalledWith(endpoints.authUser.path, {
      method: 'GET',
      headers: { accept: 'application/json', token: 'tok-1' },
    });
    const init = { method: 'GET', headers: { accept: 'application/json', token: 'tok-1' } };
    const taken = takeEarly('/api/auth/user', init);
    expect(taken).toBeDefined();
    expect((await taken)?.status).toBe(200);
    // Taken once: the next check is a request of its own.
    expect(takeEarly('/api/auth/user', init)).toBeUndefined();
  });

  it('is not handed to another request, another token or another method', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    checkSessionEarly('https://api.example/', 'tok-2');
    expect(takeEarly('/api/auth/user', { headers: { token: 'tok-2' } })).toBeUndefined();
    expect(takeEarly('https://api.example/api/auth/user', { headers: { token: 'other' } })).toBeUndefined();
    expect(
      takeEarly('https://api.example/api/manage/users', { headers: { token: 'tok-2' } }),
    ).toBeUndefined();
    expect(
      takeEarly('https://api.example/api/auth/user', { method: 'POST', headers: { token: 'tok-2' } }),
    ).toBeUndefined();
    expect(takeEarly('https://api.example/api/auth/user', { headers: { token: 'tok-2' } })).toBeDefined();
  });

  it('hands over a failed early request as the network failure it was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    checkSessionEarly('', 'tok-3');
    const taken = takeEarly('/api/auth/user', { headers: { token: 'tok-3' } });
    await expect(taken).rejects.toThrow('offline');
  });
});
