import { createApiClient, DEMO_ACCOUNTS } from '@nsa/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type DemoSessionName, demoToken, recorded, seededWorld } from './mocks.ts';
import { findDialog, patient } from './screenQueries.ts';

/** The mock API as one of the demo staff: a change made by someone else, meanwhile. */
export const pointsApiAs = (name: DemoSessionName) =>
  createApiClient({ baseUrl: '', getToken: () => demoToken(name) });

/** Platform users of the demo world with their points as seeded: the first is DEMO_ACCOUNTS.user. */
export const platformUsers = seededWorld.users
  .filter((u) => u.role === 'user')
  .slice(0, 3)
  .map((u) => ({ address: u.address as `0x${string}`, points: u.points }));

/** The points the mock server holds now. */
export const pointsOf = async (address: `0x${string}`) => (await recorded.user(address))?.points ?? -1;

/**
 * A user's ledger as the history stories show it, written through the API (oldest first): the
 * operator's bonus, an admin's set (no reason) and the operator's correction with a long reason.
 */
export async function historyScene(): Promise<void> {
  const address = DEMO_ACCOUNTS.user;
  await pointsApiAs('operator').adjustPoints({ address, delta: 500, reason: 'Welcome bonus' });
  await pointsApiAs('admin').setPoints({ address, points: 4000 });
  await pointsApiAs('operator').adjustPoints({
    address,
    delta: -120,
    reason: 'Duplicate referral reward reversed after the partner report of 2026-11-20 (ticket 4471)',
  });
}

/** A CSV file as an operator's spreadsheet writes it (header row first). */
export const csvFile = (lines: readonly string[], name = 'points.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

/** Opens the import dialog from the page's button and returns it. */
export async function openImport(
  canvasElement: HTMLElement,
  names: { open: string; title: string | RegExp } = { open: 'Import CSV', title: /Import changes/ },
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: names.open }, patient));
  return findDialog(names.title);
}

/** Chooses `file` in the import dialog's file field. */
export async function chooseCsv(dialog: HTMLElement, file: File, label = 'Choose a CSV file') {
  await userEvent.upload(within(dialog).getByLabelText(label), file);
}

/** The dialog's alert (a problem of the file, or of its rows), once shown. */
export async function importAlert(dialog: HTMLElement): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = within(dialog).queryByRole('alert');
    expect(found).not.toBeNull();
  }, patient);
  return found as unknown as HTMLElement;
}
