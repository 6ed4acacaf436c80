import { expect, signIn, test } from '../fixtures.ts';

test('a screen chunk that fails to load shows "System Warning" and recovers after the reload', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  // The Orders screen's own chunk fails once, as after a deploy that removed it.
  let aborted = 0;
  await page.route(/\/assets\/OrdersRoute-[\w-]+\.js$/, async (route) => {
    if (aborted++ === 0) return route.abort('failed');
    return route.continue();
  });
  // The warning lives 1.2 s before the reload takes it away: the page itself reports it, since a
  // busy machine can delay a poll from here past the reload.
  const warnings: { tone: string | null; visible: boolean }[] = [];
  await page.exposeFunction('__nsaSawWarning', (tone: string | null, visible: boolean) =>
    warnings.push({ tone, visible }),
  );
  await page.evaluate(() => {
    const report = (window as unknown as { __nsaSawWarning: (t: string | null, v: boolean) => void })
      .__nsaSawWarning;
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const item of document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')) {
        if (reported.has(item) || !item.textContent?.includes('System Warning')) continue;
        reported.add(item);
        report(item.getAttribute('data-tone'), item.checkVisibility());
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Orders' }).click();
  await reloaded;
  expect(warnings).toEqual([{ tone: 'warning', visible: true }]);

  // After the reload the screen loads, the session intact.
  await expect(page).toHaveURL('/order');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The chunk was asked for twice: the failed attempt, then the one after the reload.
  expect(aborted).toBe(2);
});
