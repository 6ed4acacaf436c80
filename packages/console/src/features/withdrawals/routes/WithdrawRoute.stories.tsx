import { DEMO_ACCOUNTS } from '@nsa/api';
import { formatAmount } from '@nsa/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, sessionWallet } from '../../../dev/ConsoleStory.tsx';
import { decideAs, largePending } from '../../../dev/governanceStory.ts';
import { demoToken, handlers, recorded, scenarios, seededWorld } from '../../../dev/mocks.ts';
import {
  type Canvas,
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  readToast,
  recordRows,
  rowWithCell,
  settled,
} from '../../../dev/screenQueries.ts';
import { serverErrorStory, sessionExpiredStory } from '../../../dev/screenStories.ts';
import { screenReady, viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { chainName } from '../../../lib/chains.ts';
import { placesOf } from '../../../lib/components/Cells.tsx';
import { ar } from '../../../lib/locales/ar.ts';
import { ckb } from '../../../lib/locales/ckb.ts';

const meta = {
  title: 'Console/Withdraw',
  component: ConsoleScreen,
  args: { path: '/withdraw' },
  loaders: [consoleLoader],
  // The session's wallet signs decisions, as after a real sign-in.
  beforeEach: sessionWallet,
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest pending withdrawal one approval decides: its row, its id and its record as seeded. */
async function firstPendingRow(canvas: Canvas) {
  const { table } = await findRecordRows(canvas, 'Withdrawals');
  for (const approve of within(table).queryAllByRole('button', { name: /^Approve \d+$/ })) {
    const id = (approve.getAttribute('aria-label') ?? '').replace('Approve ', '');
    const record = seededWorld.withdrawals.find((w) => w.id === id);
    if (record?.requiredApprovals === 1) return { table, id, record };
  }
  throw new Error('no pending withdrawal with one required approval on the first page');
}

/** Opens the approval of withdrawal `id` and confirms it; the wallet is asked next. */
async function confirmApproval(canvas: Canvas, id: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Approve ${id}` }, patient));
  const dialog = await findDialog('Approve this withdrawal?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  return dialog;
}

export const Super: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Withdrawals', level: 1 }, patient);
    for (const card of ['Pending amounts', 'Approved today', 'Rejected today']) {
      await expect(await canvas.findByText(card, {}, patient)).toBeVisible();
    }
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await expect(within(table).getAllByRole('button', { name: /^Approve \d+$/ }).length).toBeGreaterThan(0);
    await expect(within(table).getAllByRole('button', { name: /^Reject \d+$/ }).length).toBeGreaterThan(0);
    // The queue is wider than this frame: the pinned Actions column, the last, shades the columns
    // under it. Scrolled to its end, the shade moves to the first column, which then has columns under it.
    const shade = (cell: Element) => getComputedStyle(cell, '::after').opacity;
    const headers = within(table).getAllByRole('columnheader');
    const [first] = headers;
    const actions = within(table).getByRole('columnheader', { name: 'Actions' });
    await expect(headers.at(-1)).toBe(actions);
    const scroller = (table as HTMLElement).closest('[role="region"]');
    if (!first || !scroller) throw new Error('the queue has no columns or no scrolling region');
    await waitFor(() => expect([shade(first), shade(actions)]).toEqual(['0', '0.35']), patient);
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect([shade(first), shade(actions)]).toEqual(['0.35', '0']), patient);
    scroller.scrollLeft = 0;
    await waitFor(() => expect([shade(first), shade(actions)]).toEqual(['0', '0.35']), patient);
    await settled(within(canvasElement));
  },
};

/** Approving asks first, naming the amount and the address; the row then shows the server's answer. */
export const Approve: Story = {
  name: 'Approved',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table, id, record } = await firstPendingRow(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Approve ${id}` }));
    const dialog = await findDialog('Approve this withdrawal?');
    await expect(dialog).toHaveTextContent(`${formatAmount(record.amount)} ${record.tokenSymbol}`);
    await expect(dialog).toHaveTextContent(record.address);
    await expect(dialog).toHaveTextContent(chainName(record.chainId));
    await expect(dialog).toHaveTextContent('your wallet asks you to sign this decision');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await readToast('Withdrawal approved.');
    // The decision went out signed: the audit entry keeps the wallet's evidence.
    await expect((await recorded.auditOf(id)).at(-1)?.evidence?.typedData.message).toMatchObject({
      withdrawalId: id,
      decision: 'approve',
      recipient: record.address,
    });
    await dialogClosed();
    await waitFor(() => {
      const row = rowWithCell(table, id);
      expect(within(row).getByText('Approved')).toBeVisible();
      expect(within(row).queryByRole('button', { name: `Approve ${id}` })).toBeNull();
    }, patient);
    // The mock server recorded the decision: the row is the server's, not a guess.
    await expect((await recorded.withdrawal(id))?.status).toBe('approved');
    await settled(within(canvasElement));
  },
};

/** A rejection needs a reason; without one nothing is sent. */
export const Reject: Story = {
  name: 'Rejected with a reason',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table, id, record } = await firstPendingRow(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Reject ${id}` }));
    const dialog = await findDialog('Reject this withdrawal?');
    await expect(dialog).toHaveTextContent(record.address);
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    // The button stays enabled without a reason: pressing it must say what is missing.
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(
      await within(dialog).findByText('Enter a reason (up to 500 characters).', {}, patient),
    ).toBeVisible();
    await expect((await recorded.withdrawal(id))?.status).toBe('pending');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  duplicate request ');
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await readToast('Withdrawal rejected.');
    // The reason is signed as the server keeps it: trimmed.
    await expect((await recorded.auditOf(id)).at(-1)?.evidence?.typedData.message.reason).toBe(
      'duplicate request',
    );
    await waitFor(() => {
      const row = rowWithCell(table, id);
      expect(within(row).getByText('Rejected')).toBeVisible();
      expect(within(row).getByText('duplicate request')).toBeVisible();
    }, patient);
    await settled(within(canvasElement));
  },
};

/**
 * Someone else decided first: the server answers the contract's 409, and the dialog says who
 * decided, while the row shows the decision as the server now has it.
 */
export const AlreadyDecided: Story = {
  parameters: {
    msw: {
      handlers: [
        // The second super approves it a moment before this one's approval reaches the server.
        http.post('*/api/manage/withdraw/approve', async ({ request }) => {
          // Its own approval passes straight on.
          if (request.headers.get('token') === demoToken('secondSuper')) return undefined;
          const { id } = (await request.clone().json()) as { id: string };
          const seeded = seededWorld.withdrawals.find((w) => w.id === id);
          if (seeded) await decideAs('secondSuper', seeded, 'approve');
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table, id } = await firstPendingRow(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Approve ${id}` }));
    const dialog = await findDialog('Approve this withdrawal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert', {}, patient);
    // The address is its own left-to-right run inside the sentence (LRI … PDI).
    await expect(alert).toHaveTextContent(/Already decided by \u20660x99…A4dc\u2069/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(() => expect(within(rowWithCell(table, id)).getByText('Approved')).toBeVisible(), patient);
    await expect(within(document.body).queryByText('Withdrawal approved.')).toBeNull();
    await settled(within(canvasElement));
  },
};

/** Only super decides withdrawals: an admin is sent to its start page. */
export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await expect(canvas.queryByRole('heading', { name: 'Withdrawals' })).toBeNull();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: /^Withdrawals/ })).toBeNull();
    await settled(within(canvasElement));
  },
};

/**
 * The Pending card opens the queue: pending only, the longest-waiting first, each row saying how
 * long it has waited; a second click shows the whole list again.
 */
export const PendingQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('button', { name: /^Pending/ }, patient);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card);
    // The navigation commits once the route's guard has run.
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'true'), patient);
    const pending = seededWorld.withdrawals
      .filter((w) => w.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const oldest = pending[0];
    if (!oldest) throw new Error('the demo world has no pending withdrawal');
    await waitFor(async () => {
      const { rows } = await findRecordRows(canvas, 'Withdrawals');
      await expect(rows).toHaveLength(Math.min(20, pending.length));
      await expect(rows[0]).toHaveTextContent(oldest.id);
    }, patient);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await expect(within(table).getByRole('columnheader', { name: /Waiting/ })).toBeVisible();
    // Counted from the scene's clock: days, not a figure that changes with the day of the run.
    await expect(recordRows(table)[0]).toHaveTextContent(/\d+ days/);
    for (const row of recordRows(table)) {
      const id = pending.find((w) => row.textContent?.includes(w.id));
      await expect(id, 'every row is a pending withdrawal').toBeDefined();
    }
    await userEvent.click(card);
    await waitFor(() => expect(card).toHaveAttribute('aria-pressed', 'false'), patient);
    const newest = [...seededWorld.withdrawals].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    await waitFor(() => expect(recordRows(table)[0]).toHaveTextContent(newest?.id ?? '-'), patient);
    await settled(within(canvasElement));
  },
};

/** No withdrawals at all: the empty state, the figures' cards, and no export. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...scenarios.empty(['withdrawals', 'withdrawalOverview']), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing here yet.', {}, patient)).toBeVisible();
    await expect(canvas.getByText('Pending amounts')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Approve \d+$/ })).toBeNull();
    // Nothing to export: the button says so rather than download a file with no rows.
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await settled(within(canvasElement));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [...scenarios.loading(['withdrawals', 'withdrawalOverview']), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findAllByText('Loading…', {}, patient);
    await expect(shown.length).toBeGreaterThan(0);
  },
};

export const ServerError: Story = serverErrorStory(['withdrawals', 'withdrawalOverview']);

/** A refused token ends the session: back to sign-in. */
export const SessionExpired: Story = sessionExpiredStory;

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.withdraw.title, level: 1 }, patient);
    const { table } = await findRecordRows(canvas, ar.withdraw.title);
    await expect(
      within(table).getAllByRole('button', { name: new RegExp(`^${ar.withdraw.approve} \\d+$`) }).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText(ar.withdraw.approvedToday)).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await expect(recordRows(table).length).toBeGreaterThan(0);
    await settled(within(canvasElement));
  },
};

/** The list filtered to withdrawals that have one of their two approvals: who approved, and when. */
export const AwaitingSecondApproval: Story = {
  args: { path: '/withdraw?awaiting=second' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table, rows } = await findRecordRows(canvas, 'Withdrawals');
    await expect(rows).toHaveLength(1);
    const row = rowWithCell(table, largePending.halfApproved.id);
    await expect(row).toHaveTextContent(/1 of 2 approvals/);
    await expect(row).toHaveTextContent(/0x99…A4dc/);
    // Another super approved it: this super may give the second approval.
    await expect(
      within(row).getByRole('button', { name: `Approve ${largePending.halfApproved.id}` }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Approvals')).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** The second super signs and approves a half-approved withdrawal: it is approved, with both approvers. */
export const SecondApprover: Story = {
  args: { path: '/withdraw?awaiting=second' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { id } = largePending.halfApproved;
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await step(
      'the dialog says this approval releases the payout, under the first approver’s note',
      async () => {
        await userEvent.click(await canvas.findByRole('button', { name: `Approve ${id}` }, patient));
        const dialog = await findDialog('Approve this withdrawal?');
        await expect(dialog).toHaveTextContent('This is the second approval: it releases the payout.');
        await expect(dialog).toHaveTextContent('Matches the order history; checked by phone.');
      },
    );
    await step('sign and approve', async () => {
      const dialog = await findDialog('Approve this withdrawal?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await readToast('Withdrawal approved.');
      await dialogClosed();
    });
    const record = await recorded.withdrawal(id);
    await expect(record?.status).toBe('approved');
    await expect(record?.approvals.map((a) => a.address)).toEqual([
      DEMO_ACCOUNTS.secondSuper,
      DEMO_ACCOUNTS.super,
    ]);
    await expect((await recorded.auditOf(id)).at(-1)?.evidence).not.toBeNull();
    // The list is read again: released, it leaves the queue of those awaiting a second approval.
    await waitFor(() => expect(within(table).queryByText(id)).toBeNull(), patient);
    await settled(within(canvasElement));
  },
};

/** A large withdrawal: the first signed approval leaves it pending, "1 of 2", and this super cannot approve again. */
export const FirstOfTwoApprovals: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { id } = largePending.fresh;
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await expect(rowWithCell(table, id)).toHaveTextContent(/0 of 2 approvals/);
    await confirmApproval(canvas, id);
    await readToast('Approval recorded (1 of 2). A second super must approve.');
    await dialogClosed();
    await waitFor(() => {
      const row = rowWithCell(table, id);
      // The status itself says how far it got: never a plain "Pending" once one super approved.
      expect(within(row).getAllByText('1 of 2 approvals')[0]).toBeVisible();
      expect(within(row).queryByText('Pending')).toBeNull();
      expect(within(row).getByText('You approved')).toBeVisible();
      expect(within(row).queryByRole('button', { name: `Approve ${id}` })).toBeNull();
      expect(within(row).getByRole('button', { name: `Reject ${id}` })).toBeVisible();
    }, patient);
    await expect((await recorded.withdrawal(id))?.approvals).toHaveLength(1);
    await settled(within(canvasElement));
  },
};

/** After the confirmation the wallet shows its signature prompt; the dialog says so and waits. */
export const Signing: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  parameters: {
    console: { role: 'super', wallet: { holdTypedData: true } },
    // The dialog is portalled out of the story root.
    screenshot: { target: 'page' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Withdrawals');
    const dialog = await confirmApproval(canvas, largePending.fresh.id);
    await expect(
      await within(dialog).findByText('Confirm the signature in your wallet…', {}, patient),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog).toHaveTextContent(largePending.fresh.address);
    await expect((await recorded.withdrawal(largePending.fresh.id))?.approvals).toHaveLength(0);
  },
};

/** The reviewer refuses to sign in the wallet: nothing is sent, the withdrawal is unchanged, the dialog says so. */
export const SignatureRefused: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  parameters: {
    console: { role: 'super', wallet: { rejectSignature: true } },
    // No picture: the wrapped recipient line rendered a few pixels differently between identical
    // runs here, and the Approve story pictures the same dialog; the play checks the message.
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { id } = largePending.fresh;
    await findRecordRows(canvas, 'Withdrawals');
    const audited = await recorded.auditTotal();
    const dialog = await confirmApproval(canvas, id);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      'Signature refused in the wallet. Nothing was sent; the withdrawal is unchanged.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    const record = await recorded.withdrawal(id);
    await expect(record?.status).toBe('pending');
    await expect(record?.approvals).toHaveLength(0);
    await expect(await recorded.auditTotal()).toBe(audited);
  },
};

/** A wallet without EIP-712 support cannot sign a decision: a clear error, nothing sent. */
export const WalletCannotSignTypedData: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  parameters: { console: { role: 'super', wallet: { noTypedData: true } }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Withdrawals');
    const dialog = await confirmApproval(canvas, largePending.fresh.id);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      /cannot sign typed data \(EIP-712\)/,
    );
    await expect((await recorded.withdrawal(largePending.fresh.id))?.approvals).toHaveLength(0);
  },
};

/** A session restored without its wallet connected: deciding says to sign in again, never fails silently. */
export const NoSessionWallet: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  parameters: { console: { role: 'super', wallet: false }, screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Withdrawals');
    const dialog = await confirmApproval(canvas, largePending.fresh.id);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      /No wallet is connected for this session/,
    );
    await expect((await recorded.withdrawal(largePending.fresh.id))?.approvals).toHaveLength(0);
  },
};

/** This super already approved it in another tab: the server's 409 is shown plainly and the row catches up. */
export const AlreadyApprovedElsewhere: Story = {
  args: { path: `/withdraw?q=${largePending.fresh.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { id } = largePending.fresh;
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await decideAs('super', largePending.fresh, 'approve');
    const dialog = await confirmApproval(canvas, id);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      'You already approved this withdrawal. A second super must approve it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(
      () => expect(within(rowWithCell(table, id)).getByText('You approved')).toBeVisible(),
      patient,
    );
    await expect((await recorded.withdrawal(id))?.approvals).toHaveLength(1);
  },
};

/** The screen at phone, laptop and desktop sizes, left to right and in Arabic. */
const matrix = viewportMatrix();
export const Phone: Story = matrix.Phone;
export const PhoneRtl: Story = matrix.PhoneRtl;
export const Laptop: Story = matrix.Laptop;
export const LaptopRtl: Story = matrix.LaptopRtl;
export const Desktop: Story = matrix.Desktop;
export const Widths: Story = matrix.Widths;
export const WidthsRtl: Story = matrix.WidthsRtl;

/** The admin sees the queue without decisions: on a phone. */
export const PhoneAdmin: Story = viewportMatrix(screenReady, 'admin').Phone;

/**
 * The decision dialog in Arabic on a phone: the sentence names the amount as the summary does,
 * amount then token, and keeps the amount and the whole address each as its own left-to-right run,
 * the address breaking only between its groups of four. The first of two approvals, with its note
 * to the second approver, is taller than the phone's window: the dialog scrolls under its buttons,
 * and Approve is in view as it opens.
 */
export const ApproveDialogRtl: Story = {
  name: 'Approve dialog in Arabic on a phone',
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  // The window as the phone shows it: a picture of the grown page would not need the dialog to scroll.
  parameters: { screenshot: { target: 'page', screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, ar.withdraw.title);
    const approve = new RegExp(`^${ar.withdraw.approve} (\\d+)$`);
    const buttons = within(table).getAllByRole('button', { name: approve });
    const button = buttons.find((b) => {
      const id = approve.exec(b.getAttribute('aria-label') ?? '')?.[1];
      const record = seededWorld.withdrawals.find((w) => w.id === id);
      return record?.requiredApprovals === 2 && record.approvals.length === 0;
    });
    if (!button) throw new Error('no withdrawal waiting for the first of two approvals on the first page');
    const id = approve.exec(button.getAttribute('aria-label') ?? '')?.[1];
    const record = seededWorld.withdrawals.find((w) => w.id === id);
    if (!record) throw new Error(`withdrawal ${id} is not in the seeded world`);
    await userEvent.click(button);
    const dialog = await findDialog(ar.withdraw.approveTitle);
    // The first of two approvals asks for an optional note to the second approver.
    await expect(within(dialog).getByRole('textbox')).toBeVisible();
    const amount = `${formatAmount(record.amount, { decimals: placesOf(record.tokenSymbol) })} ${record.tokenSymbol}`;
    const sentence = within(dialog).getByText((_, element) =>
      Boolean(element?.matches('p') && element.textContent?.startsWith('الموافقة على')),
    );
    await expect(sentence.textContent).toContain(`\u2066${amount}\u2069`);
    const address = sentence.querySelector('bdi[dir="ltr"]');
    await expect(address?.textContent).toBe(record.address);
    // Line breaks only between groups: a break opportunity before each group of four, none inside.
    await expect(address?.querySelectorAll('wbr')).toHaveLength(10);
    // The summary shows the same amount in the same order, left to right.
    const summaryAmount = within(dialog)
      .getAllByText(formatAmount(record.amount, { decimals: placesOf(record.tokenSymbol) }))
      .map((element) => element.closest('[dir="ltr"]')?.textContent);
    await expect(summaryAmount).toContain(amount);
    // Taller than the window, and still the button that decides is in view, above the fold.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const confirm = within(dialog).getByRole('button', { name: ar.withdraw.approve });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(confirm.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/**
 * The queue in Sorani, whose unit names the browser's Intl lacks (it would print `2 hr`): each
 * waiting time is named from the catalogue instead, after its number, in the reading direction.
 */
export const Sorani: Story = {
  name: 'Queue in Sorani',
  // At a laptop's width: Sorani's long header words are the header's own matter (its width checks).
  globals: { locale: 'ckb', viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, ckb.withdraw.title);
    const units = [ckb.duration.minute_other, ckb.duration.hour_other, ckb.duration.day_other].map((text) =>
      text.replace('{{count, number}} ', ''),
    );
    const waited = new RegExp(`^[0-9٠-٩]+ (${units.join('|')})$`);
    await waitFor(() => expect(within(table).getAllByText(waited).length).toBeGreaterThan(0), patient);
    await settled(within(canvasElement), ckb.common.loading);
  },
};
