import type { Withdrawal } from '@nsa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, sessionWallet } from '../../../dev/ConsoleStory.tsx';
import { walletPrompts } from '../../../dev/demoWallet.ts';
import { decideAs, largePending } from '../../../dev/governanceStory.ts';
import { recorded, seededWorld, stageSql } from '../../../dev/mocks.ts';
import {
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  recordRows,
  rowWithCell,
  settled,
} from '../../../dev/screenQueries.ts';
import { ar } from '../../../lib/locales/ar.ts';
import { en } from '../../../lib/locales/en.ts';

/** The withdrawal desk as a super works it: batches, live arrivals, the keys, a phone's cards. */
const meta = {
  title: 'Console/Withdraw desk',
  component: ConsoleScreen,
  args: { path: '/withdraw?status=pending' },
  loaders: [consoleLoader],
  beforeEach: sessionWallet,
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending withdrawals one approval decides, newest first as the queue lists them. */
const smallPending = seededWorld.withdrawals
  .filter((w) => w.status === 'pending' && w.requiredApprovals === 1)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const pick = (w: Withdrawal | undefined) => {
  if (!w) throw new Error('the demo world has too few pending withdrawals');
  return w;
};

async function select(table: HTMLElement, ids: readonly string[]) {
  for (const id of ids) {
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select withdrawal ${id}` }));
  }
}

/** Three rows ticked: the bar says how many and how much per token, and offers both decisions. */
export const QueueWithSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    const rows = [pick(smallPending[0]), pick(smallPending[1]), pick(smallPending[2])];
    await select(
      table,
      rows.map((w) => w.id),
    );
    const bar = canvas.getByRole('toolbar', { name: 'Batch decisions' });
    await expect(bar).toHaveTextContent('Selected: 3');
    await expect(within(bar).getByRole('button', { name: 'Approve selected (3)' })).toBeEnabled();
    await expect(within(bar).getByRole('button', { name: 'Reject selected (3)' })).toBeEnabled();
    // The page checkbox takes every pending row of the page, and clears them again.
    const all = within(table).getByRole('checkbox', { name: 'Select every pending withdrawal on this page' });
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(bar).toHaveTextContent(`Selected: ${recordRows(table).length}`);
    await userEvent.click(all);
    await expect(bar).not.toHaveTextContent('Selected:');
    await select(
      table,
      rows.map((w) => w.id),
    );
    await settled(canvas);
  },
};

/**
 * One signature for a mixed batch: a small one is approved, a large one gets its first of two
 * approvals, and one another super rejected meanwhile is reported as already decided.
 */
export const BatchSummaryMixedOutcomes: Story = {
  args: { path: '/withdraw?status=pending&pageSize=50' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    const small = pick(smallPending[0]);
    const taken = pick(smallPending[1]);
    const large = largePending.fresh;
    await select(table, [small.id, taken.id, large.id]);
    await step('another super rejects one of them meanwhile', async () => {
      await decideAs('secondSuper', taken, 'reject', 'duplicate request');
    });
    const prompts = walletPrompts.typedData;
    await userEvent.click(canvas.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = await findDialog('Approve 3 withdrawals?');
    await expect(dialog).toHaveTextContent('Large withdrawals needing a second approval: 1.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Weekly payout run');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and approve 3' }));
    const summary = await findDialog('Batch result');
    await expect(walletPrompts.typedData - prompts).toBe(1);
    const line = (id: string) =>
      within(summary)
        .getByRole('link', { name: `#${id}` })
        .closest('li') as HTMLElement;
    await expect(line(small.id)).toHaveTextContent('Approved');
    await expect(line(large.id)).toHaveTextContent('1 of 2 approvals');
    await expect(line(taken.id)).toHaveTextContent('Already decided');
    await expect((await recorded.withdrawal(small.id))?.status).toBe('approved');
    await expect((await recorded.withdrawal(large.id))?.approvals[0]?.note).toBe('Weekly payout run');
    // The queue and the menu's count behind the dialog as the decisions left them, before the picture
    // (the dialog hides them from the accessibility tree: the rows drawn so far are read from the DOM).
    const ids = () =>
      [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td a')?.textContent);
    await waitFor(() => expect(ids()).not.toEqual(expect.arrayContaining([small.id])), patient);
    await expect(ids()).not.toEqual(expect.arrayContaining([taken.id]));
    const menu = canvas.getByRole('link', { name: /Withdrawals/, hidden: true });
    await waitFor(async () => {
      const records = canvas.getByText(/^\d+ records$/).textContent ?? '';
      await expect(menu).toHaveTextContent(records.replace(' records', ''));
    }, patient);
    await settled(canvas);
  },
};

/** A request arriving from the platform appears in the queue by itself and is announced politely. */
export const LiveArrival: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    const before = recordRows(table).length;
    // Another writer of the table: the trigger raises the event, the stream brings it here.
    const [row] = await stageSql<{ id: string }>(
      `insert into withdrawals (address, chain_id, token_symbol, amount, fee, created_at)
       values ($1, 1, 'USDT', '75.5', '0.75', now()) returning id::text as id`,
      [pick(smallPending[0]).address],
    );
    const id = row?.id ?? '';
    await waitFor(() => expect(within(table).getByRole('cell', { name: id })).toBeVisible(), patient);
    // The page drawn again in its two passes: no row lost.
    await waitFor(() => expect(recordRows(table).length).toBeGreaterThanOrEqual(before));
    await waitFor(() => expect(document.body).toHaveTextContent(`New withdrawal ${id} is waiting.`), patient);
    const menu = canvas.getByRole('link', { name: /Withdrawals/ });
    await waitFor(() => expect(menu).toHaveTextContent('41'), patient);
    await settled(canvas);
  },
};

/** `?` lists the keys; `j` walks the rows, `x` ticks one, `a` opens its approval, `r` its rejection. */
export const Shortcuts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    await userEvent.keyboard('j');
    const first = recordRows(table)[0] as HTMLElement;
    await expect(first.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('j');
    const second = recordRows(table)[1] as HTMLElement;
    await expect(second.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('toolbar', { name: 'Batch decisions' })).toHaveTextContent('Selected: 1');
    await userEvent.keyboard('a');
    await userEvent.click(
      within(await findDialog('Approve this withdrawal?')).getByRole('button', { name: 'Cancel' }),
    );
    await dialogClosed();
    await userEvent.keyboard('r');
    const dialog = await findDialog('Reject this withdrawal?');
    // Keys typed in the dialog's reason are the reason's, not the desk's.
    await userEvent.type(within(dialog).getByRole('textbox'), 'jk');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('jk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await userEvent.keyboard('?');
    const help = await findDialog('Keyboard shortcuts');
    for (const text of ['Next withdrawal', 'Previous withdrawal', 'Approve', 'Reject', 'Select or clear']) {
      await expect(help).toHaveTextContent(text);
    }
  },
};

/** After a decision from the queue, focus lands on the next pending row's Approve, not the page. */
export const DecideAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Withdrawals');
    const ids = recordRows(table).map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
    const [firstId, secondId] = ids;
    await userEvent.click(
      within(rowWithCell(table, firstId ?? '')).getByRole('button', { name: `Approve ${firstId}` }),
    );
    const dialog = await findDialog('Approve this withdrawal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await dialogClosed();
    await waitFor(
      () => expect(document.activeElement?.getAttribute('aria-label')).toBe(`Approve ${secondId}`),
      patient,
    );
  },
};

/** Every tap target of the desk on a phone is at least 44 × 44 px; the card itself opens the withdrawal. */
const tapTargets =
  (loading: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas);
    await settled(canvas, loading);
    const targets = [
      // The column headers are for screen readers only on a phone (each card names its lines).
      ...[...(table as HTMLElement).querySelectorAll<HTMLElement>('button, a, [role="checkbox"]')].filter(
        (el) => !el.closest('thead'),
      ),
      ...canvas.getByRole('toolbar', { name: /Batch|قرارات/ }).querySelectorAll<HTMLElement>('button'),
    ].filter((el) => el.offsetParent !== null && !el.closest('td[data-card="link"]'));
    // A row's checkbox is drawn smaller than its target: there the page is asked what a tap 21 px from
    // its centre would hit, in each direction, for the checkboxes in the window.
    const isBox = (el: HTMLElement) => el.getAttribute('role') === 'checkbox';
    const small = targets
      .filter((el) => !isBox(el))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent} ${box.width}×${box.height}`);
    await expect(small).toEqual([]);
    const boxesInView = targets.filter(isBox).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 22 && box.bottom <= window.innerHeight - 22;
    });
    await expect(boxesInView.length).toBeGreaterThan(0);
    const missed = boxesInView.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const probes = [
        [x - 21, y],
        [x + 21, y],
        [x, y - 21],
        [x, y + 21],
      ] as const;
      return probes
        .filter(([px, py]) => !el.contains(document.elementFromPoint(px, py)))
        .map(([px, py]) => `${el.getAttribute('aria-label')} at ${Math.round(px - x)},${Math.round(py - y)}`);
    });
    await expect(missed).toEqual([]);
    // The card's link covers the whole card.
    const card = recordRows(table)[0] as HTMLElement;
    const link = card.querySelector('td[data-card="link"] a') as HTMLElement;
    const cover = getComputedStyle(link, '::after');
    await expect(cover.position).toBe('absolute');
    // Fields a pending request does not have (no reason, no decision yet) are not lines of the card.
    const hidden = [...card.querySelectorAll<HTMLElement>('td[data-empty], td[data-card="hidden"]')];
    await expect(hidden.length).toBeGreaterThan(0);
    for (const cell of hidden) await expect(getComputedStyle(cell).display).toBe('none');
    // It leads with the amount.
    const lines = [...card.querySelectorAll<HTMLElement>('td:not([data-label=""])')].filter(
      (c) => getComputedStyle(c).display !== 'none',
    );
    const top = lines.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    await expect(top?.dataset.numeric).toBe('true');
  };

export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
  parameters: { screenshot: { screens: 2 } },
  play: tapTargets(en.common.loading),
};

export const PhoneCardsRtl: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ar' },
  parameters: { screenshot: { screens: 2 } },
  play: tapTargets(ar.common.loading),
};

/** Ticks the first `count` rows by their checkboxes (any language). */
async function tickRows(table: HTMLElement, count: number) {
  for (const row of recordRows(table).slice(0, count))
    await userEvent.click(within(row).getByRole('checkbox'));
}

/** Right to left: the selection bar and its totals, on a laptop in Arabic. */
export const QueueWithSelectionLaptopRtl: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false }, locale: 'ar' },
  parameters: { screenshot: { screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas);
    await tickRows(table, 3);
    const bar = canvas.getByRole('toolbar', { name: ar.batch.toolbar });
    await expect(bar).toHaveTextContent(ar.batch.selected.replace('{{count}}', '3'));
    await settled(canvas, ar.common.loading);
  },
};

/** Right to left on a phone: a batch's summary after one signature. */
export const BatchSummaryPhoneRtl: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ar' },
  parameters: { screenshot: { target: 'page', screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas);
    await tickRows(table, 2);
    await userEvent.click(
      canvas.getByRole('button', { name: ar.batch.rejectSelected.replace('{{count}}', '2') }),
    );
    // Two is a grammatical number of its own in Arabic: 'two withdrawals' is one word.
    const dialog = await findDialog(String(ar.batch.rejectTitle_two));
    await userEvent.type(within(dialog).getByRole('textbox'), 'طلب مكرر');
    await userEvent.click(
      within(dialog).getByRole('button', { name: ar.batch.rejectConfirm.replace('{{count}}', '2') }),
    );
    const summary = await findDialog(ar.batch.summaryTitle);
    await waitFor(
      () => expect(within(summary).getAllByText(ar.batch.outcome.rejected)).toHaveLength(2),
      patient,
    );
  },
};
