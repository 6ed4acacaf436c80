import { endpoints } from '@nsa/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_PATH, sendEarly, takeEarly } from './earlyRequests.ts';

const answer = () => new Response(JSON.stringify({ code: '200' }), { status: 200 });

describe('early requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are sent once, with the token, and handed to the same request once', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    // The contract's path for the session check, as the client would ask it.
    expect(SESSION_CHECK_PATH).toBe(endpoints.authUser.path);
    sendEarly('', SESSION_CHECK_PATH, 'tok-1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', {
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

  it('take over the session check the page sent before the entry, once, when URL and token match', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    const sent = Promise.resolve(answer());
    vi.stubGlobal('window', { nsaSessionCheck: { url: '/api/auth/user', token: 'tok-5', response: sent } });
    expect(sendEarly('', SESSION_CHECK_PATH, 'tok-5')).toBe(sent);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.nsaSessionCheck).toBeUndefined();
    expect(takeEarly('/api/auth/user', { headers: { token: 'tok-5' } })).toBe(sent);
    // Another token (the session changed in between) or another address: asked again, and the page's dropped.
    for (const [url, token] of [
      ['/api/auth/user', 'tok-6'],
      ['https://api.example/api/auth/user', 'tok-5'],
    ] as const) {
      vi.stubGlobal('window', { nsaSessionCheck: { url, token, response: sent } });
      expect(sendEarly('', SESSION_CHECK_PATH, 'tok-5')).not.toBe(sent);
      expect(window.nsaSessionCheck).toBeUndefined();
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    // Only the session check is taken from the page.
    vi.stubGlobal('window', {
      nsaSessionCheck: { url: '/api/manage/users', token: 'tok-5', response: sent },
    });
    expect(sendEarly('', '/api/manage/users', 'tok-5')).not.toBe(sent);
  });

  it('are not handed to another request, another token or another method', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    sendEarly('https://api.example/', '/api/auth/user', 'tok-2');
    sendEarly('https://api.example/', '/api/manage/users?page=1', 'tok-2');
    expect(takeEarly('/api/auth/user', { headers: { token: 'tok-2' } })).toBeUndefined();
    expect(takeEarly('https://api.example/api/auth/user', { headers: { token: 'other' } })).toBeUndefined();
    expect(
      takeEarly('https://api.example/api/manage/users?page=2', { headers: { token: 'tok-2' } }),
    ).toBeUndefined();
    expect(
      takeEarly('https://api.example/api/auth/user', { method: 'POST', headers: { token: 'tok-2' } }),
    ).toBeUndefined();
    expect(takeEarly('https://api.example/api/auth/user', { headers: { token: 'tok-2' } })).toBeDefined();
    expect(
      takeEarly('https://api.example/api/manage/users?page=1', { headers: { token: 'tok-2' } }),
    ).toBeDefined();
  });

  it('hands over a failed early request as the network failure it was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    sendEarly('', SESSION_CHECK_PATH, 'tok-3');
    const taken = takeEarly('/api/auth/user', { headers: { token: 'tok-3' } });
    await expect(taken).rejects.toThrow('offline');
  });

  it('drops an answer nobody asked for within 30 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    sendEarly('', '/api/manage/stats?bucket=day', 'tok-4');
    vi.advanceTimersByTime(30_000);
    expect(takeEarly('/api/manage/stats?bucket=day', { headers: { token: 'tok-4' } })).toBeUndefined();
  });
});
