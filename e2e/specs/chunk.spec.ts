import { expect, signIn, test, toast } from '../fixtures.ts';

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
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Orders' }).click();
  const warning = toast(page, 'System Warning');
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAttribute('data-tone', 'warning');
  await reloaded;

  // After the reload the screen loads, the session intact.
  await expect(page).toHaveURL('/order');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The chunk was asked for twice: the failed attempt, then the one after the reload.
  expect(aborted).toBe(2);
});
