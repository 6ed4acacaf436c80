import { DEMO_ACCOUNTS, expect, signIn, test, toast } from '../fixtures.ts';

test('operator sets points and reads them back', async ({ page, wallet }) => {
  await signIn(page, wallet, 'operator');
  await expect(page).toHaveURL('/operation');
  const points = 100_000 + Math.floor(Math.random() * 900_000);
  const shown = points.toLocaleString('en-US');

  await page.getByRole('textbox', { name: 'Address' }).fill(DEMO_ACCOUNTS.user.toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(`/operation?address=${DEMO_ACCOUNTS.user}`);
  await expect(page.getByText('Current points')).toBeVisible();

  // Not a whole number: refused in place, the focus back on the field that says why.
  const newPoints = page.getByLabel('New points');
  await newPoints.fill('12.5');
  await page.getByRole('button', { name: 'Set points' }).click();
  await expect(newPoints).toHaveAttribute('aria-invalid', 'true');
  await expect(newPoints).toHaveAccessibleDescription('Enter a whole number from 0 to 1,000,000,000,000.');
  await expect(newPoints).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Typed as the screen writes numbers ("123,456"): read as the number.
  await page.getByLabel('New points').fill(shown);
  await page.getByRole('button', { name: 'Set points' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Set points?' });
  await expect(dialog).toContainText(shown);
  await dialog.getByRole('button', { name: 'Set points' }).click();
  await expect(toast(page, 'Points saved.')).toBeVisible();

  // Read back from the server on a fresh load.
  await page.reload();
  const current = page.getByRole('group', { name: 'Current points' });
  await expect(current).toContainText(shown);

  // A look-up that is not an address takes the last user's card and form off the screen.
  await page.getByRole('textbox', { name: 'Address' }).fill('0x1234');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Enter a valid address')).toBeVisible();
  await expect(current).toHaveCount(0);
  await expect(page.getByLabel('New points')).toHaveCount(0);

  // An address that is no user says so.
  await page.getByRole('textbox', { name: 'Address' }).fill('0x000000000000000000000000000000000000dEaD');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('No user has this address.')).toBeVisible();
});
