import { DEMO_ACCOUNTS } from '@nsa/api';
import { expect, signIn, storedToken, test } from '../fixtures.ts';

test('the header search lists what the text names, of every kind, and opens the one chosen; it says when nothing matches', async ({
  page,
  wallet,
  request,
}) => {
  await signIn(page, wallet, 'super');
  const search = page.getByRole('search').getByRole('combobox', { name: 'Find a user, order or withdrawal' });
  const matches = page.getByRole('listbox', { name: 'Matches' });

  // An address in any case lists its user; choosing it opens the page, as a link in a list would.
  await search.fill(DEMO_ACCOUNTS.user.toLowerCase());
  await search.press('Enter');
  await matches.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.user) }).click();
  await expect(page).toHaveURL(`/user/${DEMO_ACCOUNTS.user}`);

  // An id names a withdrawal and, as often, an order and a user too: all are listed, none opened.
  await search.fill('105');
  await search.press('Enter');
  await expect(matches.getByRole('option')).toHaveCount(4);
  await expect(page).toHaveURL(`/user/${DEMO_ACCOUNTS.user}`);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL('/withdraw/105');
  await expect(page.getByRole('heading', { name: 'Withdrawal 105', level: 1 })).toBeVisible();
  await expect(matches).toBeHidden();

  // The short form the screens show finds the address it stands for.
  const kol = DEMO_ACCOUNTS.kol;
  await search.fill(`${kol.slice(0, 4)}...${kol.slice(-4)}`);
  await search.press('Enter');
  await expect(matches.getByRole('option', { name: new RegExp(kol) })).toBeVisible();

  // A paid order's tx hash: listed as a transaction, it opens the orders list narrowed to it.
  const orders = await request.get('/api/manage/orders?status=paid&pageSize=1', {
    headers: { token: await storedToken(page) },
  });
  const hash = ((await orders.json()).data.list[0] as { txHash: string }).txHash;
  await search.fill(hash);
  await search.press('Enter');
  await matches.getByRole('option', { name: /Transaction/ }).click();
  await expect(page).toHaveURL(`/order?q=${hash}`);
  await expect(page.getByRole('table').locator(`a[href$="${hash}"]`)).toBeVisible();

  await search.fill('no-such-record');
  await search.press('Enter');
  await expect(
    page.getByRole('search').getByText('Nothing found for “no-such-record”.').last(),
  ).toBeVisible();
  await expect(page).toHaveURL(`/order?q=${hash}`);
});
