import { escapeCloses, expect, horizontalOverflow, signIn, tabTo, test } from '../fixtures.ts';

/**
 * The signed-in header between the phone and the full header (48–75rem): language, theme, the
 * account and signing out are one menu beside the search, and they work from there.
 */
test('at 1024 px the account menu switches language and theme and signs out', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, wallet, 'super');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(header.getByRole('search')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await header.getByRole('button', { name: /^Super 0x/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await header.getByRole('button', { name: /^Super 0x/ }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/lang=ar/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await header.getByRole('button', { name: /^مشرف أعلى/ }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login/);
});

/**
 * The header's menus load their code when first opened: from the keyboard the first press opens
 * them as well, and Escape gives the focus back to the button that opened them.
 */
test('at 1024 px the account menu and the column chooser open from the keyboard on first use', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, wallet, 'super');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const account = page.getByRole('banner').getByRole('button', { name: /^Super 0x/ });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sessions' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await escapeCloses(page, menu);
  await expect(account).toBeFocused();

  const columns = page.getByRole('button', { name: 'Columns' });
  await tabTo(page, columns);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemcheckbox', { name: 'Remark' })).toBeVisible();
  await escapeCloses(page, page.getByRole('menu'));
  await expect(columns).toBeFocused();
});

test('on a 320-px phone the search is at the top of the menu drawer', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, wallet, 'super');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  const search = drawer.getByRole('search');
  await expect(search).toBeVisible();
  const searchBox = await search.boundingBox();
  const navBox = await drawer.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  expect(searchBox && navBox && searchBox.y + searchBox.height <= navBox.y).toBe(true);
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The drawer's code came with the first press; closing it gives the focus back to its button.
  await escapeCloses(page, drawer);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
