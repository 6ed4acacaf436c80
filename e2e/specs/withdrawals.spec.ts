import type { Page } from '@playwright/test';
import { expect, signIn, test, toast } from '../fixtures.ts';

/**
 * The id of the first pending withdrawal on the screen that one approval decides (its action
 * buttons name it); large ones show "… of 2 approvals" and need a second super.
 */
async function firstPendingId(page: Page): Promise<string> {
  const button = page
    .getByRole('row')
    .filter({ hasNotText: /of 2 approvals/ })
    .getByRole('button', { name: /^Approve \d+$/ })
    .first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  return label.replace('Approve ', '');
}

test('super approves a withdrawal after confirming', async ({ page, wallet }) => {
  await signIn(page, wallet, 'super');
  await page.goto('/withdraw?status=pending');
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  const id = await firstPendingId(page);
  const approve = page.getByRole('button', { name: `Approve ${id}`, exact: true });
  await approve.click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this withdrawal?' });
  await expect(dialog).toBeVisible();
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(approve).toBeVisible();

  await approve.click();
  // What the wallet will sign, in plain words, before it is asked.
  await expect(dialog).toContainText('your wallet asks you to sign this decision');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Withdrawal approved.')).toBeVisible();
  // The decision was signed in the wallet (EIP-712), over this withdrawal.
  expect(wallet.typedSigned).toHaveLength(1);
  expect(wallet.typedSigned[0]).toMatchObject({
    primaryType: 'Decision',
    message: { withdrawalId: id, decision: 'approve', reason: '' },
  });
  await expect(approve).toHaveCount(0);

  await page.goto(`/withdraw?q=${id}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toContainText('Approved');
});

test('super rejects a withdrawal only with a reason', async ({ page, wallet }) => {
  await signIn(page, wallet, 'super');
  await page.goto('/withdraw?status=pending');
  const id = await firstPendingId(page);
  await page.getByRole('button', { name: `Reject ${id}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject this withdrawal?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('Enter a reason (up to 500 characters).');
  await expect(reason).toBeFocused();
  await expect(dialog).toBeVisible();

  await reason.fill('  destination address is on a sanctions list ');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, 'Withdrawal rejected.')).toBeVisible();
  // The reason is signed as the server keeps it: trimmed.
  expect(wallet.typedSigned.at(-1)).toMatchObject({
    message: { withdrawalId: id, decision: 'reject', reason: 'destination address is on a sanctions list' },
  });

  await page.goto(`/withdraw?q=${id}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('destination address is on a sanctions list');
});

test('a withdrawal opens from its id: its fields, how long it waited, and the way back', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  await page.goto('/withdraw');
  const id = await firstPendingId(page);
  await page.getByRole('row').getByRole('link', { name: id, exact: true }).click();
  await expect(page).toHaveURL(`/withdraw/${id}`);
  await expect(page.getByRole('heading', { name: `Withdrawal ${id}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Withdrawal ${id} · Node Sales Admin`);
  await expect(page.getByText('Recipient', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'All withdrawals' }).click();
  await expect(page).toHaveURL('/withdraw');
});
