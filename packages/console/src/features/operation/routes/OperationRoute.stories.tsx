import { DEMO_ACCOUNTS } from '@nsa/api';
import { formatAmount } from '@nsa/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, scenarios } from '../../../dev/mocks.ts';
import {
  chooseCsv,
  csvFile,
  historyScene,
  importAlert,
  openImport,
  platformUsers,
  pointsApiAs,
  pointsOf,
} from '../../../dev/pointsStory.ts';
import {
  afterRetries,
  type Canvas,
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  readToast,
  recordRows,
  settled,
} from '../../../dev/screenQueries.ts';
import { serverErrorStory } from '../../../dev/screenStories.ts';
import { screenReady, viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Operation',
  component: ConsoleScreen,
  args: { path: '/operation' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'operator' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A platform user of the demo world, with points. */
const customer = DEMO_ACCOUNTS.user;
/** The screen with that user looked up. */
const customerPath = `/operation?address=${customer}`;

async function lookUp(canvas: Canvas, address: string) {
  await canvas.findByRole('heading', { name: 'Points', level: 1 }, patient);
  const field = canvas.getByRole('textbox', { name: 'Address' });
  await userEvent.clear(field);
  await userEvent.type(field, address);
  await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
}

/** The points shown, as the server answered them. */
async function pointsShown(canvasElement: HTMLElement, points: number) {
  // The loading card is another element than the one with the figure: asked again each time.
  await waitFor(
    () =>
      expect(within(canvasElement).getByRole('group', { name: 'Current points' })).toHaveTextContent(
        formatAmount(points),
      ),
    patient,
  );
}

/** The history table of the user on screen, once its rows (at least `count`) are there. */
async function historyRows(canvas: Canvas, count = 1, caption: string | RegExp = 'History') {
  const { table } = await findRecordRows(canvas, caption);
  await waitFor(() => expect(recordRows(table).length).toBeGreaterThanOrEqual(count), patient);
  return recordRows(table);
}

/** The history's newest row once it reads `text` (the list is read again after a write). */
async function newestHistoryRow(canvas: Canvas, text: string) {
  let newest: HTMLElement | undefined;
  await waitFor(async () => {
    [newest] = await historyRows(canvas);
    expect(newest).toHaveTextContent(text);
  }, patient);
  return newest as HTMLElement;
}

/** Types a change into the adjust form: `delta` below 0 picks Subtract. */
async function typeAdjustment(canvas: Canvas, delta: number, reason: string) {
  if (delta < 0) await userEvent.click(await canvas.findByRole('radio', { name: /Subtract/ }, patient));
  const label = delta < 0 ? 'Points to subtract' : 'Points to add';
  await userEvent.type(await canvas.findByRole('textbox', { name: label }, patient), String(Math.abs(delta)));
  if (reason) await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), reason);
}

/** The operator's one screen: look up the points of an address. */
export const Operator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer.toLowerCase());
    await pointsShown(canvasElement, await pointsOf(customer));
    // The address is shown as stored: EIP-55 checksummed.
    await expect(canvasElement).toHaveTextContent(customer);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await settled(within(canvasElement));
  },
};

/** Setting points asks first (from → to), then shows the value the server stored. */
export const SetPoints: Story = {
  name: 'Points set',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, before);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New points' }), '4200');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    const dialog = await findDialog('Set points?');
    await expect(dialog).toHaveTextContent(
      // Each value its own left-to-right run (isolation marks) inside the sentence.
      `Set the points of \u2066${customer}\u2069 from \u2066${formatAmount(before)}\u2069 to \u2066${formatAmount(4200)}\u2069.`,
    );
    await expect(await pointsOf(customer)).toBe(before);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set points' }));
    await readToast('Points saved.');
    await dialogClosed();
    await expect(await pointsOf(customer)).toBe(4200);
    await pointsShown(canvasElement, 4200);
    // Read back from the server: a fresh look-up of the same address.
    await lookUp(canvas, customer.toLowerCase());
    await pointsShown(canvasElement, 4200);
    await settled(within(canvasElement));
  },
};

/** Points typed as the screen writes them ("1,500") are read as the number and shown back plain. */
export const GroupedPoints: Story = {
  name: 'Points typed with grouping',
  args: { path: `/operation?address=${customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'New points' }, patient);
    await userEvent.type(field, '1,500');
    await userEvent.tab();
    await expect(field).toHaveValue('1500');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    const dialog = await findDialog('Set points?');
    await expect(dialog).toHaveTextContent(`to \u2066${formatAmount(1500)}\u2069.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set points' }));
    await readToast('Points saved.');
    await dialogClosed();
    await expect(await pointsOf(customer)).toBe(1500);
    await settled(within(canvasElement));
  },
};

/** Arabic-Indic digits with the Arabic thousands mark, as an Arabic keyboard types them. */
export const GroupedPointsRtl: Story = {
  name: 'Points typed in Arabic digits',
  args: { path: `/operation?address=${customer}` },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: ar.operation.newPoints }, patient);
    await userEvent.type(field, '٢٬٣٠٠');
    await userEvent.click(canvas.getByRole('button', { name: ar.operation.set }));
    await expect(field).toHaveValue('2300');
    const dialog = await findDialog(ar.operation.confirmTitle);
    await expect(dialog).toHaveTextContent(formatAmount(2300));
    await userEvent.click(within(dialog).getByRole('button', { name: ar.common.cancel }));
    await dialogClosed();
    await settled(within(canvasElement), ar.common.loading);
  },
};

/** A second look-up that is not an address takes the first user's card and form off the screen. */
export const InvalidSecondLookup: Story = {
  name: 'Invalid second look-up',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, await pointsOf(customer));
    await lookUp(canvas, '0x1234');
    await expect(await canvas.findByText('Enter a valid address', {}, patient)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Current points')).toBeNull(), patient);
    await expect(canvas.queryByRole('textbox', { name: 'New points' })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(customer);
    await settled(within(canvasElement));
  },
};

/** What was typed for one user is not offered for the next one looked up. */
export const NextLookupClearsForm: Story = {
  name: 'Next look-up clears the form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'New points' }, patient), '99');
    await lookUp(canvas, DEMO_ACCOUNTS.kol);
    await waitFor(() => expect(canvasElement).toHaveTextContent(DEMO_ACCOUNTS.kol), patient);
    await expect(await canvas.findByRole('textbox', { name: 'New points' }, patient)).toHaveValue('');
    await settled(within(canvasElement));
  },
};

/** A bad address is refused in the browser with the contract's message; nothing is asked. */
export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, '0x1234');
    await expect(await canvas.findByText('Enter a valid address', {}, patient)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Current points')).toBeNull();
    await settled(within(canvasElement));
  },
};

/** Points must be a whole number within the contract's bounds; nothing is asked or sent otherwise. */
export const InvalidPoints: Story = {
  args: { path: `/operation?address=${customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    const field = await canvas.findByRole('textbox', { name: 'New points' }, patient);
    await userEvent.type(field, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    await expect(
      await canvas.findByText('Enter a whole number from 0 to 1,000,000,000,000.', {}, patient),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await pointsOf(customer)).toBe(before);
    await settled(within(canvasElement));
  },
};

/** An address that is no user's: said plainly. */
export const UnknownUser: Story = {
  args: { path: '/operation?address=0x00000000000000000000000000000000000000a1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No user has this address.', {}, patient),
    ).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** Super may set points too, with the full menu. */
export const Super: Story = {
  parameters: { console: { role: 'super' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' }, patient);
    await expect(within(menu).getByRole('link', { name: 'Points' })).toBeVisible();
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, await pointsOf(customer));
    await expect(canvas.getByRole('button', { name: 'Set points' })).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const ServerError: Story = {
  args: { path: `/operation?address=${customer}` },
  parameters: { msw: { handlers: [...scenarios.error('500', 'getPoints'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The server answered with an error. Try again later.', {}, afterRetries),
    ).toBeVisible();
    await expect(canvas.queryByText('Current points')).toBeNull();
    await settled(within(canvasElement), 'Loading…', afterRetries);
  },
};

export const Rtl: Story = {
  args: { path: `/operation?address=${customer}` },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.operation.title, level: 1 }, patient);
    await expect(await canvas.findByRole('button', { name: ar.operation.set }, patient)).toBeVisible();
    await expect(canvasElement).toHaveTextContent(customer);
    await expect(canvasElement).toHaveTextContent(formatAmount(await pointsOf(customer)));
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  args: { path: `/operation?address=${customer}` },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await pointsShown(canvasElement, await pointsOf(customer));
    await settled(within(canvasElement));
  },
};

/** The seeded users an import changes: the one on screen and two more. */
const [first, second, third] = platformUsers as [
  (typeof platformUsers)[number],
  (typeof platformUsers)[number],
  (typeof platformUsers)[number],
];
/** A good import: each user, its change and its reason (one quoted, with a comma). */
const imported = [
  { user: first, delta: 250, reason: 'May campaign bonus' },
  { user: second, delta: -100, reason: 'Refund, order 1182' },
  { user: third, delta: 40, reason: 'Referral (late)' },
];
const importLines = [
  'address,delta,reason',
  ...imported.map(({ user, delta, reason }) => `${user.address},${delta},"${reason}"`),
];
/** `1,400 → 1,300`, as the preview and the history write a change of balance. */
const change = (before: number, delta: number) => `${formatAmount(before)} → ${formatAmount(before + delta)}`;
/** A value set into a sentence: its own left-to-right run (isolation marks). */
const iso = (text: string | number) => `\u2066${typeof text === 'number' ? formatAmount(text) : text}\u2069`;

/** Adding points asks first (from → to, with the reason); then the balance and the history show it. */
export const AdjustWithReason: Story = {
  name: 'Adjust with a reason',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    await pointsShown(canvasElement, before);
    await typeAdjustment(canvas, 250, 'May campaign bonus');
    // What the balance will be is said before anything is sent.
    await expect(canvas.getByText(`Balance after: ${iso(before + 250)}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust points' }));
    const dialog = await findDialog('Adjust points?');
    await expect(dialog).toHaveTextContent(
      `Add ${iso(250)} points to ${iso(customer)}: from ${iso(before)} to ${iso(before + 250)}.`,
    );
    await expect(dialog).toHaveTextContent('May campaign bonus');
    await expect(await pointsOf(customer)).toBe(before);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    await readToast(`Points adjusted: ${iso(before)} → ${iso(before + 250)}.`);
    await dialogClosed();
    await expect(await pointsOf(customer)).toBe(before + 250);
    await pointsShown(canvasElement, before + 250);
    const row = await newestHistoryRow(canvas, 'May campaign bonus');
    await expect(row).toHaveTextContent('+250');
    await expect(row).toHaveTextContent(change(before, 250));
    // Who: the operator signed in, with its label.
    await expect(row).toHaveTextContent('Sam (points)');
    // The form is empty again, for the next change.
    await expect(canvas.getByRole('textbox', { name: 'Points to add' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await settled(canvas);
  },
};

/** Subtract is chosen with the arrow keys; taking more than the balance is refused at the field. */
export const SubtractByKeyboard: Story = {
  name: 'Subtract, by keyboard, more than the balance',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    const add = await canvas.findByRole('radio', { name: /Add/ }, patient);
    await expect(add).toBeChecked();
    await userEvent.click(add);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Subtract/ })).toBeChecked();
    const field = canvas.getByRole('textbox', { name: 'Points to subtract' });
    await userEvent.type(field, String(before + 1));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Closing the account{Enter}');
    await expect(
      await canvas.findByText(`At most ${iso(before)}: a balance cannot go below 0.`, {}, patient),
    ).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(await pointsOf(customer)).toBe(before);
    await settled(canvas);
  },
};

/** A change needs a reason (spaces are none): refused at the field, nothing asked or sent. */
export const ReasonMissing: Story = {
  name: 'Adjust without a reason',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    await typeAdjustment(canvas, 100, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Adjust points' }));
    const reason = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(await canvas.findByText('Enter a reason (1 to 200 characters).', {}, patient)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(await pointsOf(customer)).toBe(before);
    await settled(canvas);
  },
};

/**
 * An admin adds 1,000 through the API while the operator's question is open: the operator's change,
 * sent against the balance it saw, is refused (`409`). Returns the balance seen and the notice.
 */
async function staleAdjustment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const seen = await pointsOf(customer);
  await pointsShown(canvasElement, seen);
  await typeAdjustment(canvas, 100, 'Support goodwill');
  await userEvent.click(canvas.getByRole('button', { name: 'Adjust points' }));
  const dialog = await findDialog('Adjust points?');
  await pointsApiAs('admin').adjustPoints({ address: customer, delta: 1000, reason: 'Event prize' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
  await dialogClosed();
  const notice = await canvas.findByRole('alert', {}, patient);
  await expect(notice).toHaveTextContent('The balance changed while you were working.');
  await waitFor(
    () => expect(notice).toHaveTextContent(`you saw ${iso(seen)}, and it is now ${iso(seen + 1000)}`),
    patient,
  );
  return { seen, notice };
}

/** The balance moved meanwhile: said plainly with the new balance, nothing written, nothing typed lost. */
export const AdjustConflict: Story = {
  name: 'Adjust: balance changed meanwhile (409)',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { seen, notice } = await staleAdjustment(canvasElement);
    await pointsShown(canvasElement, seen + 1000);
    await expect(await pointsOf(customer)).toBe(seen + 1000);
    await expect(canvas.getByRole('textbox', { name: 'Points to add' })).toHaveValue('100');
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('Support goodwill');
    // The change that moved it is in the history, read again with the balance.
    await newestHistoryRow(canvas, 'Event prize');
    await expect(
      within(notice).getByRole('button', { name: `Adjust again: ${iso(seen + 1000)} → ${iso(seen + 1100)}` }),
    ).toBeEnabled();
    await settled(canvas);
  },
};

/** After a conflict the same change goes again in one click, against the new balance. */
export const AdjustConflictRetry: Story = {
  name: 'Adjust: one click again after a conflict',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { seen, notice } = await staleAdjustment(canvasElement);
    await userEvent.click(within(notice).getByRole('button', { name: /Adjust again/ }));
    await readToast(`Points adjusted: ${iso(seen + 1000)} → ${iso(seen + 1100)}.`);
    await expect(await pointsOf(customer)).toBe(seen + 1100);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), patient);
    const newest = await newestHistoryRow(canvas, 'Support goodwill');
    await expect(newest).toHaveTextContent(change(seen + 1000, 100));
    await expect((await historyRows(canvas, 2))[1]).toHaveTextContent('Event prize');
    await settled(canvas);
  },
};

/** A set is sent against the balance shown too: a moved balance is a conflict, redone in one click. */
export const SetConflict: Story = {
  name: 'Set: balance changed meanwhile (409)',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seen = await pointsOf(customer);
    await pointsShown(canvasElement, seen);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New points' }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    const dialog = await findDialog('Set points?');
    await pointsApiAs('admin').adjustPoints({ address: customer, delta: -50, reason: 'Correction' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set points' }));
    await dialogClosed();
    const notice = await canvas.findByRole('alert', {}, patient);
    await waitFor(
      () => expect(notice).toHaveTextContent(`you saw ${iso(seen)}, and it is now ${iso(seen - 50)}`),
      patient,
    );
    await expect(await pointsOf(customer)).toBe(seen - 50);
    await userEvent.click(
      within(notice).getByRole('button', { name: `Set again: ${iso(seen - 50)} → ${iso(5000)}` }),
    );
    await readToast('Points saved.');
    await expect(await pointsOf(customer)).toBe(5000);
    await settled(canvas);
  },
};

/** A user's ledger, newest first: when, who, before → after, the signed change, the reason ("Set" for a set). */
export const History: Story = {
  args: { path: customerPath },
  beforeEach: historyScene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seeded = first.points;
    // Newest first; older rows (the seeded opening balance, if any) come after these.
    const rows = await historyRows(canvas, 3);
    const [correction, set, bonus] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(correction).toHaveTextContent('Duplicate referral reward reversed');
    await expect(correction).toHaveTextContent('\u2212120');
    await expect(correction).toHaveTextContent(change(4000, -120));
    await expect(set).toHaveTextContent('Set');
    await expect(set).toHaveTextContent(change(seeded + 500, 4000 - seeded - 500));
    await expect(bonus).toHaveTextContent('Welcome bonus');
    await expect(bonus).toHaveTextContent('+500');
    await expect(bonus).toHaveTextContent('Sam (points)');
    // When: local time to the second.
    await expect(bonus).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await pointsShown(canvasElement, 3880);
    await settled(canvas);
  },
};

export const HistoryEmpty: Story = {
  name: 'History: empty',
  args: { path: customerPath },
  parameters: { msw: { handlers: [...scenarios.empty('pointsHistory'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No changes to these points yet.', {}, patient)).toBeVisible();
    await settled(canvas);
  },
};

export const HistoryLoading: Story = {
  name: 'History: loading',
  args: { path: customerPath },
  parameters: { msw: { handlers: [...scenarios.loading('pointsHistory'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pointsShown(canvasElement, await pointsOf(customer));
    const table = await canvas.findByRole('table', { name: 'History' }, patient);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const HistoryError: Story = {
  name: 'History: server error',
  args: { path: customerPath },
  ...serverErrorStory('pointsHistory'),
};

/** Opens the import, chooses `lines` as a file, and waits for the preview's rows. */
async function previewImport(canvasElement: HTMLElement, lines = importLines) {
  const dialog = await openImport(canvasElement);
  await chooseCsv(dialog, csvFile(lines));
  const { table } = await findRecordRows(within(dialog), 'Rows of the file');
  return { dialog, rows: recordRows(table) };
}

/** A file of three rows: each row's resulting balance from a dry run, nothing written yet. */
async function importPreviewPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  const { dialog, rows } = await previewImport(canvasElement);
  await expect(rows).toHaveLength(3);
  for (const [index, { user, delta, reason }] of imported.entries()) {
    await expect(rows[index]).toHaveTextContent(change(user.points, delta));
    await expect(rows[index]).toHaveTextContent(reason);
  }
  await expect(rows[1]).toHaveTextContent('\u2212100');
  // The file's figures: how many rows, and what they add and take away in all.
  for (const [term, value] of [
    ['Rows', '3'],
    ['Added', '+290'],
    ['Subtracted', '\u2212100'],
  ] as const) {
    await expect(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      value,
    );
  }
  await expect(dialog).toHaveTextContent('points.csv');
  await expect(within(dialog).getByRole('button', { name: 'Apply 3 changes' })).toBeEnabled();
  for (const { user } of imported) await expect(await pointsOf(user.address)).toBe(user.points);
}

export const CsvImportPreview: Story = {
  name: 'CSV import: preview',
  args: { path: customerPath },
  parameters: { screenshot: { target: 'page' } },
  play: importPreviewPlay,
};

/** One click applies the previewed rows: a toast with the count, balances and history follow. */
export const CsvImportApplied: Story = {
  name: 'CSV import: applied',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pointsShown(canvasElement, first.points);
    const { dialog } = await previewImport(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply 3 changes' }));
    await readToast('3 changes applied.');
    await dialogClosed();
    for (const { user, delta } of imported)
      await expect(await pointsOf(user.address)).toBe(user.points + delta);
    // The user on screen was one of the rows: its balance and history are read again.
    await pointsShown(canvasElement, first.points + 250);
    const row = await newestHistoryRow(canvas, 'May campaign bonus');
    await expect(row).toHaveTextContent(change(first.points, 250));
    await settled(canvas);
  },
};

/** A file dropped on the import's drop zone is read as a chosen one. */
export const CsvImportDropped: Story = {
  name: 'CSV import: a dropped file',
  args: { path: customerPath },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const dialog = await openImport(canvasElement);
    const zone = within(dialog).getByText('or drop it here').parentElement as HTMLElement;
    const data = new DataTransfer();
    data.items.add(csvFile(importLines));
    // Dispatched as the browser would: testing-library's fireEvent copies a DataTransfer's own
    // properties only, and a real one keeps its files on the prototype.
    for (const type of ['dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    }
    const { table } = await findRecordRows(within(dialog), 'Rows of the file');
    await expect(recordRows(table)).toHaveLength(3);
  },
};

/** Rows the contract refuses (an address that is none, a change of 0): each problem beside its row. */
export const CsvRowErrors: Story = {
  name: 'CSV import: rows with problems',
  args: { path: customerPath },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await previewImport(canvasElement, [
      'address,delta,reason',
      `${first.address},10,Fine`,
      '0x1234,5,Typo in the address',
      `${second.address},0,Nothing to change`,
    ]);
    const alert = await importAlert(dialog);
    await expect(alert).toHaveTextContent('2 rows have problems, so nothing can be applied.');
    await expect(rows[1]).toHaveTextContent('Not a valid address.');
    await expect(rows[2]).toHaveTextContent('The change is 0.');
    await expect(rows[0]).not.toHaveTextContent('Not a valid address.');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Only rows with problems' }));
    const table = within(dialog).getByRole('table', { name: 'Rows of the file' });
    await waitFor(() => expect(recordRows(table)).toHaveLength(2), patient);
    await expect(await pointsOf(first.address)).toBe(first.points);
  },
};

/** Rows only the balances refuse (no such user, below 0): found by the server's dry run, row by row. */
export const CsvRowsRefusedByBalance: Story = {
  name: 'CSV import: rows the balances refuse',
  args: { path: customerPath },
  play: async ({ canvasElement }) => {
    const { dialog, rows } = await previewImport(canvasElement, [
      'address,delta,reason',
      '0x00000000000000000000000000000000000000a1,5,Nobody',
      `${second.address},-99999,Too much`,
    ]);
    await importAlert(dialog);
    await expect(rows[0]).toHaveTextContent('No user has this address.');
    await expect(rows[1]).toHaveTextContent(`Takes the balance below 0 (it is ${iso(second.points)}).`);
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** Files refused in the browser, each saying what is wrong; nothing is sent and no preview shows. */
export const CsvFileProblems: Story = {
  name: 'CSV import: files refused before sending',
  args: { path: customerPath },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = await openImport(canvasElement);
    const row = `${first.address},1,x`;
    const refusals: [string[], RegExp][] = [
      [[], /This file is empty\. Nothing was sent\./],
      [['address,delta,reason'], /has a header row but no rows under it/],
      [[row], /The header row has no .address. column/],
      [['address,delta,reason,Delta', row], /names the column .delta. twice/],
      [
        ['address,delta,reason', ...Array.from({ length: 1001 }, () => row)],
        /has .1,001. rows; an import holds at most .1,000./,
      ],
    ];
    for (const [lines, message] of refusals) {
      await chooseCsv(dialog, csvFile(lines));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message), patient);
      await expect(within(dialog).queryByRole('table')).toBeNull();
    }
    await expect(await pointsOf(first.address)).toBe(first.points);
  },
};

/** The template: the three columns and an example row for the user on screen, made in the browser. */
export const CsvTemplate: Story = {
  name: 'CSV import: template',
  args: { path: customerPath },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await pointsShown(canvasElement, await pointsOf(customer));
    const dialog = await openImport(canvasElement);
    const link = within(dialog).getByRole('link', { name: 'Download template' });
    await expect(link).toHaveAttribute('download', 'points-import-template.csv');
    const text = await (await fetch(link.getAttribute('href') ?? '')).text();
    await expect(text).toBe(`address,delta,reason\r\n${customer},100,Campaign bonus\r\n`);
  },
};

export const CsvImportPhone: Story = {
  name: 'CSV import: preview on a phone',
  args: { path: customerPath },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: importPreviewPlay,
};

/** The preview in Arabic, right to left: addresses, numbers and the reasons keep their own direction. */
export const CsvImportRtl: Story = {
  name: 'CSV import: preview in Arabic',
  args: { path: customerPath },
  globals: { locale: 'ar' },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = await openImport(canvasElement, {
      open: ar.operation.importCsv,
      title: ar.operation.importTitle,
    });
    await chooseCsv(dialog, csvFile(importLines), ar.operation.importChoose);
    const { table } = await findRecordRows(within(dialog), ar.operation.importCaption);
    await expect(recordRows(table)[0]).toHaveTextContent(change(first.points, 250));
    await expect(
      within(dialog).getByRole('button', {
        name: (ar.operation.importApply_few ?? '').replace('{{count}}', '3'),
      }),
    ).toBeEnabled();
    await expect(document.documentElement.dir).toBe('rtl');
  },
};

export const CsvRowErrorsDark: Story = {
  ...CsvRowErrors,
  name: 'CSV import: rows with problems, dark, phone',
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

/** The screen is ready: a user's balance, both forms and a history with rows. */
const ledgerReady = async (context: { canvasElement: HTMLElement }) => {
  // The one table on screen, in whatever language the story shows.
  const { table } = await findRecordRows(within(context.canvasElement));
  await waitFor(() => expect(recordRows(table).length).toBeGreaterThanOrEqual(3), patient);
  await screenReady(context);
};

/** The screen at phone, laptop and desktop sizes, left to right and in Arabic. */
const matrix = viewportMatrix(ledgerReady);
const ledger = { args: { path: customerPath }, beforeEach: historyScene };
export const Phone: Story = { ...matrix.Phone, ...ledger };
export const PhoneRtl: Story = { ...matrix.PhoneRtl, ...ledger };
export const PhoneRtlDark: Story = {
  ...matrix.PhoneRtl,
  ...ledger,
  globals: { ...matrix.PhoneRtl.globals, theme: 'dark' },
};
export const Laptop: Story = { ...matrix.Laptop, ...ledger };
export const LaptopRtl: Story = { ...matrix.LaptopRtl, ...ledger };
export const Desktop: Story = { ...matrix.Desktop, ...ledger };
export const Widths: Story = { ...matrix.Widths, ...ledger };
export const WidthsRtl: Story = { ...matrix.WidthsRtl, ...ledger };
