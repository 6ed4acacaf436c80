import type { Page } from '@playwright/test';
import { axeViolations, DEMO_ACCOUNTS, expect, signIn, test } from '../fixtures.ts';

/** Every screen, loaded with data. */
const screens = [
  '/home',
  `/user/${DEMO_ACCOUNTS.user}`,
  '/order',
  '/withdraw',
  `/operation?address=${DEMO_ACCOUNTS.user}`,
  '/nowhere',
];

/**
 * Opens `path` in the running console as its own links do (the history API, which the router
 * follows), so each screen is checked without loading the app again: a reload per screen was
 * about a quarter of this spec's time (measured alone: 14.4 → 10.7 s a test), and loading a deep
 * link is what the landing and guard specs test.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const from = new URL(page.url()).pathname;
  const heading = page.locator('h1').first();
  const before = (await heading.textContent()) ?? '';
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  // The router draws the next screen as a transition, keeping the one before until it is ready:
  // axe must not look at the screen being left.
  if (new URL(path, page.url()).pathname !== from) await expect(heading).not.toHaveText(before);
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[role="status"]:has-text("…")')).toHaveCount(0);
}

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds no violation on any screen or dialog (${lang === 'ar' ? 'RTL' : 'LTR'})`, async ({
    page,
    wallet,
  }) => {
    // Eight screens and dialogs, each checked by axe.
    test.setTimeout(120_000);
    await page.goto(`/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('button', { name: 'E2E Wallet' })).toBeVisible();
    expect(await axeViolations(page), '/login').toEqual([]);

    await signIn(page, wallet, 'super');
    for (const path of screens) {
      await openInApp(page, path);
      await settled(page);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // The decision dialog (reject, with its reason field and error).
    await openInApp(page, '/withdraw?status=pending');
    await settled(page);
    await page
      .getByRole('button', { name: /^(Reject|رفض) \d+$/ })
      .first()
      .click();
    const reject = page.getByRole('alertdialog');
    await expect(reject).toBeVisible();
    await reject.locator('button[type="submit"]').click();
    await expect(reject.locator('[aria-invalid="true"]')).toBeVisible();
    expect(await axeViolations(page), 'reject dialog').toEqual([]);

    // The create-user dialog, with a field error (admin).
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signIn(page, wallet, 'admin');
    await settled(page);
    await page
      .locator('main')
      .getByRole('button', { name: /^(Create user|إنشاء مستخدم)$/ })
      .click();
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page), 'create-user dialog').toEqual([]);
  });
}
