import { type ConsoleRole, consoleRoles } from '@nsa/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../lib/clock.ts';
import { takeEarly } from '../lib/earlyRequests.ts';
import { landingPaths, startEarly } from './earlyLanding.ts';
import { prefetchLanding } from './landingData.ts';

const NOW = Date.UTC(2026, 10, 28, 9, 30);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The URLs the landing prefetch (with the API client and its contract) asks for. */
async function prefetched(pathname: string, role: ConsoleRole): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return json({ code: '200', data: {} });
    }),
  );
  prefetchLanding(new QueryClient(), { pathname, search: '' }, role);
  // The prefetch sends its requests together, a few microtasks later (or none at all).
  await new Promise((resolve) => setTimeout(resolve, 20));
  return urls;
}

describe("the entry's early landing reads", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const pages = ['/home', '/withdraw', '/withdraw/116', '/order', '/operation', '/audit', '/user/0xabc'];
  for (const role of consoleRoles)
    it(`are what the landing prefetch asks, signed in as ${role}`, async () => {
      vi.spyOn(clock, 'now').mockReturnValue(NOW);
      for (const page of pages)
        expect(landingPaths(page, role, NOW), `${role} on ${page}`).toEqual(await prefetched(page, role));
    });

  it('start once the session check names a role, and the client takes them over', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/api/auth/user') ? json({ code: '200', data: { role: 'super' } }) : json({ code: '200' }),
    );
    vi.stubGlobal('fetch', fetch);
    startEarly('', 'tok', { pathname: '/withdraw', search: '' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const paths = fetch.mock.calls.map(([url]) => url);
    expect(paths).toEqual([
      '/api/auth/user',
      '/api/manage/withdraw?page=1&pageSize=20&sort=createdAt&order=desc',
      '/api/manage/withdraw/overview',
    ]);
    for (const url of paths) expect(takeEarly(url, { headers: { token: 'tok' } })).toBeDefined();
  });

  it('are not sent for a refused session, a URL with filters, or a page the guard turns away', async () => {
    const cases: [number, { role?: string }, string, string][] = [
      [401, {}, '/home', ''],
      [200, { role: 'super' }, '/home', '?q=0x12'],
      [200, { role: 'operator' }, '/home', ''],
      [200, { role: 'user' }, '/home', ''],
    ];
    for (const [status, data, pathname, search] of cases) {
      const fetch = vi.fn(async () => json({ code: String(status), data }, status));
      vi.stubGlobal('fetch', fetch);
      startEarly('', `tok-${status}-${search}`, { pathname, search });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetch, `${status} ${JSON.stringify(data)} ${pathname}${search}`).toHaveBeenCalledTimes(1);
      takeEarly('/api/auth/user', { headers: { token: `tok-${status}-${search}` } });
    }
  });
});
