import { readFile } from 'node:fs/promises';
import { expect, signIn, test } from '../fixtures.ts';

test('the orders export walks every page of the filter and says each amount’s token and chain', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'super');
  await page.goto('/order?status=failed');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const total = Number((await page.getByText(/^\d[\d,]* records$/).textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(20);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trimEnd().split('\r\n');
  const columns = header?.split(',') ?? [];
  expect(columns.slice(-2)).toEqual(['Token', 'Chain name']);
  // Every failed order, not only the page on screen.
  expect(lines).toHaveLength(total);
  const status = columns.indexOf('Status');
  for (const line of lines) {
    const cells = line.split(',');
    expect(cells[status]).toBe('failed');
    expect(cells.at(-2)).toMatch(/^(ETH|BNB|USDC|USDT)$/);
    expect(cells.at(-1)).toMatch(
      /^(Ethereum|Arbitrum One|BNB Smart Chain|Sepolia|Arbitrum Sepolia|BNB Smart Chain Testnet)$/,
    );
  }
});
