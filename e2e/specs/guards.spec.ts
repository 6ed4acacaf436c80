import { expect, signIn, test } from '../fixtures.ts';

test('a deep link while signed out goes to /login and back after sign-in', async ({ page, wallet }) => {
  await page.goto('/order?status=paid');
  await expect(page).toHaveURL('/login?redirect=%2Forder%3Fstatus%3Dpaid');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await signIn(page, wallet, 'admin');
  await expect(page).toHaveURL('/order?status=paid');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test('a deep link the role may not open falls back to its home after sign-in', async ({ page, wallet }) => {
  await page.goto('/withdraw');
  await expect(page).toHaveURL('/login?redirect=%2Fwithdraw');
  await signIn(page, wallet, 'kol');
  await expect(page).toHaveURL('/home');
});

test('a signed-in user opening /login is sent home', async ({ page, wallet }) => {
  await signIn(page, wallet, 'operator');
  await page.goto('/login');
  await expect(page).toHaveURL('/operation');
});
