import { DEFAULT_APPROVAL_THRESHOLDS, parseApprovalThresholds } from '@nsa/api';
import { createDemoWorld } from '@nsa/api/demo-world';
import { expect, signIn, storedToken, test, toast } from '../fixtures.ts';

/**
 * Three platform users of the demo world the server seeds (addresses do not depend on the date),
 * not DEMO_ACCOUNTS.user, whose points operation.spec.ts sets at the same time.
 */
const [a, b, c] = createDemoWorld({
  now: new Date(),
  thresholds: parseApprovalThresholds(DEFAULT_APPROVAL_THRESHOLDS),
})
  .users.filter((user) => user.role === 'user')
  .slice(1, 4)
  .map((user) => user.address) as [string, string, string];

const grouped = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => `${n > 0 ? '+' : '\u2212'}${grouped(Math.abs(n))}`;

test('operator imports a CSV of three changes: preview with the resulting balances, apply, history', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'operator');
  await expect(page).toHaveURL('/operation');
  const token = await storedToken(page);
  const balanceOf = async (address: string) => {
    const answer = await page.request.get(`/api/operation/get-points?address=${address}`, {
      headers: { token },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { points: number } }).data.points;
  };
  // Reasons this run alone writes, so its history rows are told apart from any earlier run's.
  const run = Date.now().toString(36);
  const rows = [
    { address: a, delta: 120, reason: `E2E bonus ${run}` },
    { address: b, delta: -15, reason: `E2E correction, order ${run}` },
    { address: c, delta: 7, reason: `E2E referral ${run}` },
  ];
  const before = await Promise.all(rows.map((row) => balanceOf(row.address)));
  const csv = ['address,delta,reason', ...rows.map((r) => `${r.address},${r.delta},"${r.reason}"`)].join(
    '\r\n',
  );

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import changes from a CSV file' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'points.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });

  // The preview: each row with the balance it comes to, from the server's dry run.
  const preview = dialog.getByRole('table', { name: 'Rows of the file' });
  for (const [i, row] of rows.entries()) {
    const line = preview.getByRole('row').filter({ hasText: row.reason });
    await expect(line).toContainText(signed(row.delta));
    await expect(line).toContainText(`${grouped(before[i] ?? 0)} → ${grouped((before[i] ?? 0) + row.delta)}`);
  }
  // A dry run writes nothing.
  expect(await Promise.all(rows.map((row) => balanceOf(row.address)))).toEqual(before);

  await dialog.getByRole('button', { name: 'Apply 3 changes' }).click();
  await expect(toast(page, '3 changes applied.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await Promise.all(rows.map((row) => balanceOf(row.address)))).toEqual(
    rows.map((row, i) => (before[i] ?? 0) + row.delta),
  );

  // Each user's history: the change, from what to what, why, and who made it.
  for (const [i, row] of rows.entries()) {
    await page.getByRole('textbox', { name: 'Address' }).fill(row.address);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('group', { name: 'Current points' })).toContainText(
      grouped((before[i] ?? 0) + row.delta),
    );
    const entry = page
      .getByRole('table', { name: 'History' })
      .getByRole('row')
      .filter({ hasText: row.reason });
    await expect(entry).toContainText(signed(row.delta));
    await expect(entry).toContainText(
      `${grouped(before[i] ?? 0)} → ${grouped((before[i] ?? 0) + row.delta)}`,
    );
    await expect(entry).toContainText('Sam (points)');
  }
});
