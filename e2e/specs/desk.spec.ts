import type { Page } from '@playwright/test';
import { expect, signIn, TestWallet, test } from '../fixtures.ts';

/**
 * Ids of the last `count` pending withdrawals on the screen that one approval decides: the last, as
 * the withdrawals spec, which may run beside this one on the same database, decides the first.
 */
async function smallPendingIds(page: Page, count: number): Promise<string[]> {
  const buttons = page
    .getByRole('row')
    .filter({ hasNotText: /of 2 approvals/ })
    .getByRole('button', { name: /^Approve \d+$/ });
  await expect(buttons.first()).toBeVisible();
  const labels = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.slice(-count).map((label) => label.replace('Approve ', ''));
}

test('super approves three withdrawals under one wallet signature and reads what each came to', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  await page.goto('/withdraw?status=pending');
  const ids = await smallPendingIds(page, 3);
  for (const id of ids) await page.getByRole('checkbox', { name: `Select withdrawal ${id}` }).click();
  await expect(page.getByRole('toolbar', { name: 'Batch decisions' })).toContainText('Selected: 3');
  await page.getByRole('button', { name: 'Approve selected (3)' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve 3 withdrawals?' });
  await dialog.getByRole('button', { name: 'Sign and approve 3' }).click();
  const summary = page.getByRole('dialog', { name: 'Batch result' });
  await expect(summary).toBeVisible();
  for (const id of ids) {
    await expect(summary.getByRole('listitem').filter({ hasText: `#${id}` })).toContainText('Approved');
  }
  // One prompt in the wallet for the three: a Decisions over their items, in the order sent.
  expect(wallet.typedSigned).toHaveLength(1);
  expect(wallet.typedSigned[0]).toMatchObject({
    primaryType: 'Decisions',
    message: { decision: 'approve', items: ids.map((withdrawalId) => ({ withdrawalId })) },
  });
});

test('two supers in two browsers see each other’s decisions without reloading', async ({
  page,
  wallet,
  browser,
}) => {
  await signIn(page, wallet, 'super');
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondWallet = new TestWallet(second, 'secondSuper');
  await secondWallet.install();
  try {
    await signIn(second, secondWallet, 'secondSuper');
    await second.goto('/withdraw?status=pending');
    await page.goto('/withdraw?status=pending');
    const [id] = await smallPendingIds(page, 1);
    if (!id) throw new Error('no pending withdrawal');
    const menu = second.getByRole('link', { name: /^Withdrawals pending: \d+$/ });
    const countNow = async () => Number(/(\d+)$/.exec((await menu.textContent()) ?? '')?.[1]);
    const countBefore = await countNow();
    await expect(second.getByRole('cell', { name: id, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Approve ${id}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve this withdrawal?' })
      .getByRole('button', { name: 'Approve' })
      .click();

    // The other super's queue drops it and its count goes down, live, with no reload.
    await expect(second.getByRole('cell', { name: id, exact: true })).toHaveCount(0, { timeout: 10_000 });
    // At least one down: the other worker's specs decide withdrawals in the same database meanwhile.
    await expect.poll(countNow, { timeout: 10_000 }).toBeLessThanOrEqual(countBefore - 1);

    // And the other way: a reject by the second super reaches the first one's queue.
    const [next] = await smallPendingIds(second, 1);
    if (!next) throw new Error('no pending withdrawal left');
    await second.getByRole('button', { name: `Reject ${next}`, exact: true }).click();
    const reject = second.getByRole('alertdialog', { name: 'Reject this withdrawal?' });
    await reject.getByLabel('Reason').fill('duplicate request');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('cell', { name: next, exact: true })).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await other.close();
  }
});
