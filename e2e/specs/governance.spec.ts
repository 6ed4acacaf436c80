import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, signIn, storedToken, test, toast } from '../fixtures.ts';

/** The row of withdrawal `id` on the withdrawals screen. */
const rowOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

/** A pending withdrawal above its token's threshold that nobody has approved yet. */
async function freshLargeWithdrawal(page: Page): Promise<string> {
  await page.goto('/withdraw?status=pending&pageSize=100');
  const approve = page
    .getByRole('row')
    .filter({ hasText: '0 of 2 approvals' })
    .getByRole('button', { name: /^Approve \d+$/ })
    .first();
  await expect(approve).toBeVisible();
  return ((await approve.getAttribute('aria-label')) ?? '').replace('Approve ', '');
}

async function approve(page: Page, id: string): Promise<void> {
  await page.getByRole('button', { name: `Approve ${id}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this withdrawal?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
}

/** The withdrawal as the API has it, read with the page's own session. */
async function readWithdrawal(page: Page, id: string) {
  const response = await page.request.get(`/api/manage/withdraw?q=${id}`, {
    headers: { token: await storedToken(page) },
  });
  const body = (await response.json()) as {
    data: { list: { id: string; status: string; approvals: { address: string }[] }[] };
  };
  return body.data.list.find((w) => w.id === id);
}

async function auditCount(page: Page, id: string): Promise<number> {
  const response = await page.request.get(`/api/manage/audit?target=${id}`, {
    headers: { token: await storedToken(page) },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test('two supers approve a large withdrawal with signed decisions; the audit log verifies both', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  const id = await freshLargeWithdrawal(page);

  // Super A: the first approval leaves it pending, "1 of 2", and A cannot approve again.
  await approve(page, id);
  await expect(toast(page, 'Approval recorded (1 of 2). A second super must approve.')).toBeVisible();
  await page.goto(`/withdraw?q=${id}`);
  const row = rowOf(page, id);
  await expect(row).toContainText('1 of 2 approvals');
  // Its status says how far it got: never a plain "Pending" once one super approved.
  await expect(row).not.toContainText('Pending');
  await expect(row).toContainText('You approved');
  await expect(row.getByRole('button', { name: `Approve ${id}`, exact: true })).toHaveCount(0);

  // Super B signs in with the second demo super's account and completes it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, wallet, 'secondSuper');
  await page.goto(`/withdraw?q=${id}`);
  await expect(rowOf(page, id)).toContainText('1 of 2 approvals');
  await approve(page, id);
  await expect(toast(page, 'Withdrawal approved.')).toBeVisible();
  await expect(rowOf(page, id)).toContainText('Approved');
  await expect(rowOf(page, id)).toContainText('2 of 2 approvals');
  const stored = await readWithdrawal(page, id);
  expect(stored?.status).toBe('approved');
  expect(stored?.approvals.map((a) => a.address)).toEqual([DEMO_ACCOUNTS.super, DEMO_ACCOUNTS.secondSuper]);

  // The audit log shows both signed approvals, verified in the browser.
  await page.goto(`/audit?target=${id}`);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({
    hasText: 'Withdrawal approved',
  });
  await expect(entries).toHaveCount(2);
  // "Signed by", then the signer's staff label (when it has one) and address.
  await expect(entries.nth(0)).toContainText(/Signed by .*0x99…A4dc/);
  await expect(entries.nth(1)).toContainText(/Signed by .*0xf3…2266/);
  await expect(page.getByText('Does not verify')).toHaveCount(0);
});

test('a refused signature sends nothing and changes nothing', async ({ page, wallet }) => {
  await signIn(page, wallet, 'super');
  const id = await freshLargeWithdrawal(page);
  const before = await auditCount(page, id);
  wallet.refuseTypedData = true;

  await approve(page, id);
  const dialog = page.getByRole('alertdialog', { name: 'Approve this withdrawal?' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Signature refused in the wallet. Nothing was sent; the withdrawal is unchanged.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const stored = await readWithdrawal(page, id);
  expect(stored?.status).toBe('pending');
  expect(stored?.approvals).toEqual([]);
  expect(await auditCount(page, id)).toBe(before);
  await page.reload();
  await expect(rowOf(page, id).getByRole('button', { name: `Approve ${id}`, exact: true })).toBeVisible();
});

test('the audit log is for super only', async ({ page, wallet }) => {
  await signIn(page, wallet, 'admin');
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).toHaveURL('/home');
});
