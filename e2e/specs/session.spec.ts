import { expect, SESSION_KEY, signIn, storedToken, test, toast } from '../fixtures.ts';

const sessionEnded = 'Your session has ended. Sign in again.';

test('switching the wallet to another account ends the session', async ({ page, wallet }) => {
  await signIn(page, wallet, 'admin');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/order');
  await wallet.switchTo('kol');
  await expect(page).toHaveURL('/login?redirect=%2Forder');
  await expect(toast(page, sessionEnded)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('disconnecting the wallet ends the session', async ({ page, wallet }) => {
  await signIn(page, wallet, 'super');
  await wallet.disconnect();
  await expect(page).toHaveURL('/login?redirect=%2Fhome');
  await expect(toast(page, sessionEnded)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('a token revoked on the server ends the session at the next call', async ({ page, wallet, request }) => {
  await signIn(page, wallet, 'admin');
  // Let the home screen finish loading first, so the next call is the one the test makes.
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const token = await storedToken(page);
  const revoked = await request.post('/api/auth/logout', { headers: { token } });
  expect(revoked.status()).toBe(200);
  // The next call is refused with 401: back to the login, keeping the page to return to. That call
  // is the next screen's request, or the session heartbeat (every 4 s) when it comes first; then
  // the link is gone before the click lands, and the page to return to is home.
  await Promise.race([
    page
      .getByRole('link', { name: 'Orders' })
      .click()
      .catch(() => undefined),
    page.waitForURL(/\/login/),
  ]);
  await expect(page).toHaveURL(/\/login\?redirect=%2F(order|home)$/);
  await expect(toast(page, sessionEnded)).toBeVisible();
  const returnTo = new URL(page.url()).searchParams.get('redirect');
  // Signing in again returns there.
  await signIn(page, wallet, 'admin');
  await expect(page).toHaveURL(returnTo ?? '/order');
});

test('a corrupted stored token is refused on the next load', async ({ page, wallet }) => {
  await signIn(page, wallet, 'super');
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    localStorage.setItem(key, JSON.stringify({ ...stored, token: `${stored.token}x` }));
  }, SESSION_KEY);
  await page.goto('/withdraw');
  await expect(page).toHaveURL('/login?redirect=%2Fwithdraw');
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});
