import { expect, horizontalOverflow, signIn, test } from '../fixtures.ts';

test('?lang=ar renders right-to-left without horizontal overflow', async ({ page, wallet }) => {
  await page.goto('/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'E2E Wallet' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // The choice is remembered after sign-in, on every screen of the widest role.
  await signIn(page, wallet, 'super');
  for (const path of ['/home', '/order', '/withdraw', '/operation', `/user/${wallet.account.address}`]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
  }

  // Back to English: left-to-right again.
  await page.goto('/home?lang=en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});
