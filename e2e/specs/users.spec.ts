import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import { expect, signIn, test, toast } from '../fixtures.ts';

test('admin creates a user; a bad address, no role, an unknown inviter and a taken address are told on their fields', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet, 'admin');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await expect(dialog).toBeVisible();

  // The address is required, and an empty one says so rather than that it is wrong.
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Address is required')).toBeVisible();
  // A bad address is refused before any request, next to its field.
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('0x1234');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a valid address')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // No role is chosen for the admin: granting one is a choice.
  await expect(dialog.getByText('A role is required')).toBeVisible();

  // An admin may grant kol, operator and user only.
  const role = dialog.getByRole('combobox', { name: 'Role' });
  await expect(role.getByRole('option')).toHaveText(['KOL', 'Operator', 'User']);
  await role.selectOption({ label: 'Operator' });
  await expect(role).toHaveValue('operator');

  const address = getAddress(`0x${randomBytes(20).toString('hex')}`);
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(address.toLowerCase());
  await dialog.getByLabel('Remark (optional)').fill('created by the e2e suite');
  // The server refuses an inviter who is no user: the inviter field says so, nothing is created.
  const inviter = dialog.getByLabel('Inviter address (optional)');
  await inviter.fill(getAddress(`0x${randomBytes(20).toString('hex')}`));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('No user has this address.')).toBeVisible();
  await expect(inviter).toHaveAttribute('aria-invalid', 'true');
  await inviter.fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The address is its own left-to-right run inside the sentence (isolation marks around it).
  await expect(toast(page, new RegExp(`User \\W?${address}\\W? created\\.`, 'i'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list finds it, stored checksummed with its role; its detail opens.
  await page.getByLabel('Search').fill(address.toLowerCase());
  await page.getByLabel('Search').press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'Operator' });
  await expect(row).toHaveCount(1);
  // The link is named by the shortened address it shows; the full one is its title.
  const link = row.getByRole('link', { name: `${address.slice(0, 4)}…${address.slice(-4)}` });
  await expect(link.locator('[title]')).toHaveAttribute('title', address);
  await link.click();
  await expect(page).toHaveURL(`/user/${address}`);
  await expect(page.getByRole('heading', { name: 'User detail', level: 1 })).toBeVisible();
  // Several users open in tabs stay apart: the title names the user.
  await expect(page).toHaveTitle(
    `User detail ${address.slice(0, 4)}…${address.slice(-4)} · Node Sales Admin`,
  );

  // Creating the same address again is a conflict, told on the address field with who holds it.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Create user' }).click();
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(address);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'User' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(
    dialog.getByText('This address already has an account, with the role Operator.'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Open its page' }).click();
  await expect(page).toHaveURL(`/user/${address}`);
  await expect(dialog).toBeHidden();
});
