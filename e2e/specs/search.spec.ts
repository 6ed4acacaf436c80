import { DEMO_ACCOUNTS } from '@nsa/api';
import { expect, signIn, test, toast } from '../fixtures.ts';

test('the header search opens a user by address, a withdrawal by id and an order by tx hash; it says when nothing matches', async ({
  page,
  wallet,
  request,
}) => {
  await signIn(page, wallet, 'super');
  const search = page
    .getByRole('search')
    .getByRole('searchbox', { name: 'Find a user, order or withdrawal' });

  // An address in any case opens its user, as a link in a list would.
  await search.fill(DEMO_ACCOUNTS.user.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(`/user/${DEMO_ACCOUNTS.user}`);

  await search.fill('2');
  await search.press('Enter');
  await expect(page).toHaveURL('/withdraw/2');
  await expect(page.getByRole('heading', { name: 'Withdrawal 2', level: 1 })).toBeVisible();

  // A paid order's tx hash: the orders list narrowed to it.
  const token = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('node-sales-admin'))) ?? '{}',
  ).token;
  const orders = await request.get('/api/manage/orders?status=paid&pageSize=1', { headers: { token } });
  const hash = ((await orders.json()).data.list[0] as { txHash: string }).txHash;
  await search.fill(hash);
  await search.press('Enter');
  await expect(page).toHaveURL(`/order?q=${hash}`);
  await expect(page.getByRole('table').locator(`a[href$="${hash}"]`)).toBeVisible();

  await search.fill('no-such-record');
  await search.press('Enter');
  await expect(toast(page, 'Nothing found for “no-such-record”.')).toBeVisible();
  await expect(page).toHaveURL(`/order?q=${hash}`);
});
