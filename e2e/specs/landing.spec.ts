import type { Page, Request } from '@playwright/test';
import { expect, signIn, storedToken, test, WALLET_NAME } from '../fixtures.ts';

/**
 * The signed-in shell's chunk (router, API client and contract, layout): the entry starts the
 * landing screen's first reads once the session check answers, without waiting for it.
 */
const SHELL_CHUNK = /\/assets\/shell-[\w-]+\.js$/;

/**
 * The longest the shell's chunk is held back. It is let through as soon as every watched request
 * has started, so the check does not race a fixed delay: a fixed 1.5 s and then 3 s hold were both
 * once outlasted on a loaded two-core machine by the entry's own start. A page that asked for its
 * data only once the shell had arrived would hold it this long, and then fail the check (still
 * inside the 10 s the screen has to show its rows, so the failure names the order).
 */
const MAX_CHUNK_HOLD_MS = 6_000;

/**
 * Reloads the page with a chunk (`chunk`) held back until every request matching
 * `calls` has started, and returns when each started and when the chunk arrived.
 *
 * Only the reloaded page's requests count: the page before it may still be fetching the same chunk
 * (its idle prefetch) when the reload starts, and that request neither passes through the hold nor
 * says anything about the new page's order (it once made a passing page look late).
 */
async function reloadWatching(page: Page, chunk: RegExp, calls: Record<string, RegExp>) {
  const started: Record<string, number[]> = Object.fromEntries(Object.keys(calls).map((k) => [k, []]));
  let reloading = false;
  const held = new Set<Request>();
  let chunkArrived = Number.POSITIVE_INFINITY;
  let everyCallStarted = () => {};
  const allStarted = new Promise<void>((resolve) => {
    everyCallStarted = resolve;
  });
  await page.route(chunk, async (route) => {
    if (reloading) held.add(route.request());
    await Promise.race([allStarted, new Promise((resolve) => setTimeout(resolve, MAX_CHUNK_HOLD_MS))]);
    await route.continue();
  });
  page.on('request', (request) => {
    if (!reloading) return;
    const url = request.url();
    for (const [name, pattern] of Object.entries(calls))
      if (pattern.test(url)) started[name]?.push(Date.now());
    if (Object.values(started).every((times) => times.length > 0)) everyCallStarted();
  });
  page.on('requestfinished', (request) => {
    if (held.has(request)) chunkArrived = Math.min(chunkArrived, Date.now());
  });
  reloading = true;
  await page.reload();
  return { started, chunkArrived: () => chunkArrived };
}

/** The page's entry: what index.html's module script loads. */
const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/;
const SESSION_CHECK = /\/api\/auth\/user$/;

test('a signed-in reload fetches the shell, its screen and the session check beside the entry, not after it', async ({
  page,
  wallet,
}) => {
  // The page's inline script (scripts/viteSignedInPreload.ts) runs under the console's CSP by its hash.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, wallet, 'super');
  await page.goto('/withdraw');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const watched = await reloadWatching(page, ENTRY_CHUNK, {
    shell: SHELL_CHUNK,
    screen: /\/assets\/WithdrawRoute-[\w-]+\.js$/,
    check: SESSION_CHECK,
  });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const [name, times] of Object.entries(watched.started)) {
    expect(times[0], `${name} started before the entry arrived`).toBeLessThan(watched.chunkArrived());
  }
  // The entry took the page's session check over instead of asking again (the heartbeat's first
  // check comes 4 s after the entry has run).
  const checks = watched.started.check ?? [];
  expect(checks.filter((at) => at < watched.chunkArrived() + 3_000)).toHaveLength(1);
  expect(refused).toEqual([]);

  // Signed out, the same page asks for none of it.
  await page.evaluate(() => localStorage.clear());
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: WALLET_NAME })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((url) => SHELL_CHUNK.test(url) || SESSION_CHECK.test(url))).toEqual([]);
  expect(refused).toEqual([]);
});

test('a signed-in reload of /home asks for its data before the shell has loaded, each request once', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  const watched = await reloadWatching(page, SHELL_CHUNK, {
    // The table's page (not the staff labels, which ask by role).
    users: /\/api\/manage\/users\?page=/,
    stats: /\/api\/manage\/stats\?/,
    overview: /\/api\/manage\/withdraw\/overview/,
  });
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Withdrawals waiting/)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const [name, times] of Object.entries(watched.started)) {
    // Once: the client took over the entry's request, and the screen found its answer in the cache.
    expect(times, name).toHaveLength(1);
    expect(times[0], `${name} started before the shell arrived`).toBeLessThan(watched.chunkArrived());
  }
});

test('a deep link to a withdrawal asks for it and its trail before the shell has loaded, once each', async ({
  page,
  wallet,
  request,
}) => {
  await signIn(page, wallet, 'super');
  const token = await storedToken(page);
  const pending = await request.get('/api/manage/withdraw?status=pending&page=1&pageSize=1', {
    headers: { token },
  });
  const id = ((await pending.json()) as { data: { list: { id: string }[] } }).data.list[0]?.id;
  expect(id).toBeDefined();
  await page.goto(`/withdraw/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const watched = await reloadWatching(page, SHELL_CHUNK, {
    withdrawal: new RegExp(`/api/manage/withdraw\\?(.*&)?q=${id}(&|$)`),
    trail: new RegExp(`/api/manage/audit\\?(.*&)?target=${id}(&|$)`),
  });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const [name, times] of Object.entries(watched.started)) {
    expect(times, name).toHaveLength(1);
    expect(times[0], `${name} started before the shell arrived`).toBeLessThan(watched.chunkArrived());
  }
});
