import { randomBytes } from 'node:crypto';
import { expect, TestWallet, tabTo, test, toast, WALLET_NAME } from '../fixtures.ts';

test('sign in and create a user with the keyboard only', async ({ page, wallet }) => {
  wallet.account = TestWallet.accountOf('admin');
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: WALLET_NAME }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home');

  await tabTo(page, page.getByRole('button', { name: 'Create user' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await expect(dialog).toBeVisible();
  // The modal takes the focus to its first field.
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toBeFocused();
  const address = `0x${randomBytes(20).toString('hex')}`;
  await page.keyboard.type(address);
  const role = dialog.getByRole('combobox', { name: 'Role' });
  await tabTo(page, role);
  // A native select: the arrow keys step through the roles an admin may grant (KOL, Operator, User).
  await page.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('kol');
  await page.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('operator');
  await expect(role).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'created.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Escape closes the dialog without creating anything.
  await tabTo(page, page.getByRole('button', { name: 'Create user' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // As a keyboard user would: Escape once the focus is in the dialog. Radix's dialog listens for
  // Escape only once it has rendered again as the topmost layer (@radix-ui/react-dismissable-layer
  // 1.2: two passes after the one that moves the focus); until then, on a loaded machine, Escape goes
  // to the layer that was topmost before it (here the "created." toast) or to none: in CI the dialog
  // stayed open once. So Escape again if the first came too early.
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toBeFocused();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Create user' })).toBeFocused();
});
