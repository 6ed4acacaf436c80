import type { Locator, Page } from '@playwright/test';
import { axeViolations, DEMO_ACCOUNTS, expect, signIn, tabTo, test } from '../fixtures.ts';

/** The demo kol's first invitee by downline, three levels down (the demo world's referral tree). */
const walk = [
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x172F976d0a706023A7dB1D233A60B35973683191',
  '0x098c14AadF7D070312eb4CFc17ab6Ea06192AfeC',
] as const;

/** A tree item by its address (its row: the tree's items are named by what they show). */
const item = (page: Page, address: string): Locator =>
  page.locator(`[role="treeitem"][data-tree-id="${address}"]`);

const trail = (page: Page) => page.getByRole('navigation', { name: 'Path walked' });

test('a kol walks its referral tree three levels down and back up by the breadcrumbs', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'kol');
  await expect(page).toHaveURL('/home');
  const tree = page.getByRole('tree');
  const root = item(page, DEMO_ACCOUNTS.kol);
  await expect(root).toBeVisible();
  // Its own node, marked as its own.
  await expect(root).toHaveAccessibleName(/0x3C…93BC You$/);
  await expect(root.getByText('You')).toBeVisible();
  await expect(root).toHaveAttribute('aria-expanded', 'true');

  // Down three levels by the keyboard: one tab stop, Down to the first invitee, Enter to show the
  // tree from it (the URL keeps the walk).
  await tabTo(page, root);
  for (const [step, address] of walk.entries()) {
    await page.keyboard.press('ArrowDown');
    await expect(item(page, address)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`treePath=${walk.slice(0, step + 1).join('%2C')}$`));
    await expect(item(page, address)).toHaveAttribute('aria-level', '1');
    await expect(item(page, address)).toBeFocused();
    await expect(tree.locator('[role="treeitem"][aria-level="2"]').first()).toBeVisible();
  }
  await expect(trail(page).getByRole('listitem')).toHaveCount(4);
  // Opening one more level in place: Right opens it (one request), Right again enters it.
  await page.keyboard.press('ArrowDown');
  const child = tree.locator('[role="treeitem"][aria-level="2"]').first();
  await expect(child).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(child).toHaveAttribute('aria-expanded', 'true');
  // Open at once, its invitees still on their way: Right enters the first once it is there.
  const grandchild = tree.locator('[role="treeitem"][aria-level="3"]').first();
  await expect(grandchild).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(grandchild).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Back: the browser's Back retraces one step, a crumb goes straight up.
  await page.goBack();
  await expect(item(page, walk[1])).toHaveAttribute('aria-level', '1');
  await expect(trail(page).getByRole('listitem')).toHaveCount(3);
  await trail(page).getByRole('link', { name: '0x15…6A65' }).click();
  await expect(item(page, walk[0])).toHaveAttribute('aria-level', '1');
  await trail(page).getByRole('link', { name: 'You' }).click();
  await expect(page).toHaveURL('/home');
  await expect(root).toHaveAttribute('aria-level', '1');
  await expect(root.getByText('You')).toBeVisible();
  await expect(trail(page).getByRole('listitem')).toHaveCount(1);
});
