import { DEMO_ACCOUNTS } from '@nsa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, sessionWallet } from '../../../dev/ConsoleStory.tsx';
import { decideAs, largePending } from '../../../dev/governanceStory.ts';
import { demoToken, handlers, recorded, seededWorld, stageSql } from '../../../dev/mocks.ts';
import { dialogClosed, findDialog, patient, settled } from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';
import { en } from '../../../lib/locales/en.ts';

const pending = seededWorld.withdrawals.find((w) => w.status === 'pending' && w.requiredApprovals === 1);
const rejected = seededWorld.withdrawals.find((w) => w.status === 'rejected');
if (!pending || !rejected) throw new Error('the demo world lacks a pending or a rejected withdrawal');

const meta = {
  title: 'Console/Withdrawal detail',
  component: ConsoleScreen,
  args: { path: `/withdraw/${pending.id}` },
  loaders: [consoleLoader],
  beforeEach: sessionWallet,
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending request: its fields, how long it has waited, and the decision at hand. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `Withdrawal ${pending.id}`, level: 1 }, patient);
    await expect(await canvas.findByText('Recipient', {}, patient)).toBeVisible();
    await expect(canvas.getByText(/\d+ (hr|days|min)/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All withdrawals' })).toHaveAttribute('href', '/withdraw');
    await expect(document.title).toBe(`Withdrawal ${pending.id} · Node Sales Admin`);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve this withdrawal?');
    await expect(dialog).toHaveTextContent(pending.address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settled(canvas);
  },
};

/** A decided request: no decision left, its rejection in the history. */
export const Rejected: Story = {
  name: 'Rejected with a reason',
  args: { path: `/withdraw/${rejected.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `Withdrawal ${rejected.id}`, level: 1 }, patient);
    await expect(await canvas.findByText(rejected.reason ?? '-', {}, patient)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
    await settled(canvas);
  },
};

const { fresh, halfApproved } = largePending;

/**
 * The page's two late parts, what to weigh and the history, have replaced their placeholders (shapes
 * without text), so the picture is of the finished page. Read from the markup: an open dialog hides
 * the page from the accessibility tree.
 */
async function detailSettled(canvasElement: HTMLElement) {
  const words = document.documentElement.lang === 'ar' ? ar : en;
  await waitFor(() => {
    for (const name of [words.context.title, words.withdraw.history]) {
      const heading = [...canvasElement.querySelectorAll('h2')].find((h) => h.textContent === name);
      expect(heading, name).toBeDefined();
      expect(heading?.nextElementSibling?.textContent?.trim(), name).toBeTruthy();
    }
  }, patient);
}

/** Text inside a sentence, whatever marks (quotes, direction isolates) the sentence puts around it. */
const quoted = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Another super gave the first of two approvals: this one reads that super's signed note and may give the second. */
export const OneOfTwoApprovals: Story = {
  args: { path: `/withdraw/${halfApproved.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `Withdrawal ${halfApproved.id}`, level: 1 }, patient);
    await expect((await canvas.findAllByText('1 of 2 approvals', {}, patient))[0]).toBeVisible();
    await expect(canvas.getByText(quoted(halfApproved.approvals[0]?.note ?? '-'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await settled(canvas);
    await detailSettled(canvasElement);
  },
};

/**
 * This super gave the first of two approvals (signed, through the API): the page says so, offers no
 * second approval from the same person, and still lets them reject.
 */
export const YouAlreadyApproved: Story = {
  args: { path: `/withdraw/${fresh.id}` },
  beforeEach: async () => {
    await decideAs('super', fresh, 'approve', 'Checked against the order history.');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en.withdraw.youAlreadyApproved, {}, patient)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(canvas.getAllByText('1 of 2 approvals')[0]).toBeVisible();
    await expect(canvas.getByText(quoted('Checked against the order history.'))).toBeVisible();
    await settled(canvas);
    await detailSettled(canvasElement);
  },
};

/** Approved by this super's signed decision: who decided and when, in the history too, and no decision left. */
export const Approved: Story = {
  beforeEach: async () => {
    await decideAs('super', pending, 'approve');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `Withdrawal ${pending.id}`, level: 1 }, patient);
    await expect((await canvas.findAllByText('Approved', {}, patient))[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
    await expect((await recorded.withdrawal(pending.id))?.status).toBe('approved');
    await settled(canvas);
    await detailSettled(canvasElement);
  },
};

/** Approve, confirmed and signed: the first step of the already-decided and refused-signature stories. */
async function approveInDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }, patient));
  const dialog = await findDialog('Approve this withdrawal?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  return dialog;
}

/**
 * The second super approves a moment before this one's approval reaches the server: the dialog
 * names who decided first, and the page behind it shows their decision.
 */
export const AlreadyDecided: Story = {
  parameters: {
    // No picture: the decision dialog's sentence lines render a few pixels differently between
    // identical runs (as in the Withdraw screen's refused-signature story); the play checks the state.
    screenshot: false,
    msw: {
      handlers: [
        http.post('*/api/manage/withdraw/approve', async ({ request }) => {
          // The second super's own approval passes straight on.
          if (request.headers.get('token') !== demoToken('secondSuper')) {
            await decideAs('secondSuper', pending, 'approve');
          }
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await approveInDialog(canvasElement);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      /Already decided by/,
    );
    const record = await recorded.withdrawal(pending.id);
    await expect(record?.status).toBe('approved');
    await expect(record?.decidedBy?.toLowerCase()).toBe(DEMO_ACCOUNTS.secondSuper.toLowerCase());
    await waitFor(() => expect(within(canvasElement).getAllByText('Approved')[0]).toBeVisible(), patient);
    await detailSettled(canvasElement);
  },
};

/** The reviewer refuses to sign in the wallet: nothing is sent, the dialog says so and stays open. */
export const SignatureRefused: Story = {
  parameters: {
    console: { role: 'super', wallet: { rejectSignature: true } },
    // No picture, for the reason given at "Already decided".
    screenshot: false,
  },
  play: async ({ canvasElement }) => {
    const dialog = await approveInDialog(canvasElement);
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      'Signature refused in the wallet. Nothing was sent; the withdrawal is unchanged.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect((await recorded.withdrawal(pending.id))?.status).toBe('pending');
    await detailSettled(canvasElement);
  },
};

/** An id no withdrawal has: said plainly, with the way back to the list. */
export const NotFound: Story = {
  args: { path: '/withdraw/999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No withdrawal has the id 999999.', {}, patient)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All withdrawals' })).toBeVisible();
  },
};

/** The admin may not open a withdrawal: sent home, and told why. */
export const AdminTurnedAway: Story = {
  // The fold, where the message is: a frame grown for the whole page moved the toast (fixed to the
  // window's bottom) with it, depending on when the picture was taken.
  parameters: { console: { role: 'admin' }, screenshot: { screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await expect(await canvas.findByText('Your role cannot open that page.', {}, patient)).toBeVisible();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: `طلب السحب ${pending.id}`, level: 1 }, patient);
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(canvas, ar.common.loading);
  },
};

/** The pending request drawn whole in the story's language: its heading and the decision at hand. */
const pendingShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const words = document.documentElement.lang === 'ar' ? ar : en;
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: new RegExp(pending.id), level: 1 }, patient);
  await expect(await canvas.findByRole('button', { name: words.withdraw.approve }, patient)).toBeVisible();
  await settled(canvas, words.common.loading);
  await detailSettled(canvasElement);
};

const pendingMatrix = viewportMatrix(pendingShown);
export const Phone: Story = pendingMatrix.Phone;
export const PhoneRtl: Story = pendingMatrix.PhoneRtl;
export const Laptop: Story = pendingMatrix.Laptop;
export const LaptopRtl: Story = pendingMatrix.LaptopRtl;
export const Desktop: Story = pendingMatrix.Desktop;
export const LaptopDark: Story = {
  ...pendingMatrix.Laptop,
  globals: { ...pendingMatrix.Laptop.globals, theme: 'dark' },
};
export const PhoneRtlDark: Story = {
  ...pendingMatrix.PhoneRtl,
  globals: { ...pendingMatrix.PhoneRtl.globals, theme: 'dark' },
};

const recipient = pending.address;
/** A known address that starts and ends like the recipient: the address-poisoning pattern. */
const lookalike = `${recipient.slice(0, 6)}${'0'.repeat(32)}${recipient.slice(-4)}`.toLowerCase();

/** Stages a platform user whose address looks like the recipient's. */
async function stageLookalike() {
  await stageSql(`insert into users (address, role, created_at) values ($1, 'user', now())`, [lookalike]);
}

/** The recipient in groups of four beside a loud warning naming the look-alike, in the page and the dialog. */
async function lookalikeWarned({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const warning = await canvas.findByRole('alert', {}, patient);
  await expect(warning.textContent?.toLowerCase()).toContain(lookalike);
  await expect(canvas.getAllByTitle(recipient)[0]).toHaveTextContent(recipient);
  await settled(canvas, document.documentElement.lang === 'ar' ? ar.common.loading : 'Loading…');
}

export const LookalikeWarning: Story = {
  beforeEach: stageLookalike,
  play: async (context) => {
    await lookalikeWarned(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Look-alike addresses: 1')).toBeVisible();
    await expect(canvas.getByText('First withdrawal to this address')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve this withdrawal?');
    await waitFor(() => expect(within(dialog).getByText('Look-alike addresses: 1')).toBeVisible(), patient);
  },
};

const lookalikeMatrix = viewportMatrix(lookalikeWarned);
export const LookalikeWarningPhone: Story = { ...lookalikeMatrix.Phone, beforeEach: stageLookalike };
export const LookalikeWarningPhoneRtl: Story = { ...lookalikeMatrix.PhoneRtl, beforeEach: stageLookalike };
export const LookalikeWarningLaptopRtl: Story = { ...lookalikeMatrix.LaptopRtl, beforeEach: stageLookalike };
export const LookalikeWarningDesktop: Story = { ...lookalikeMatrix.Desktop, beforeEach: stageLookalike };
export const LookalikeWarningWidths: Story = { ...lookalikeMatrix.Widths, beforeEach: stageLookalike };
export const LookalikeWarningWidthsRtl: Story = { ...lookalikeMatrix.WidthsRtl, beforeEach: stageLookalike };

/** The second approver reads the first one's signed note, and is told this approval pays out. */
export const NoteForSecondApprover: Story = {
  args: { path: `/withdraw/${largePending.halfApproved.id}` },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = largePending.halfApproved.approvals[0]?.note ?? '';
    await expect(await canvas.findByText(quoted(note), {}, patient)).toBeVisible();
    await expect(canvas.getAllByText('1 of 2 approvals')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve this withdrawal?');
    await expect(dialog).toHaveTextContent('This is the second approval: it releases the payout.');
    await expect(dialog).toHaveTextContent(note);
    // No one comes after the second approver: no note to leave.
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await settled(canvas);
  },
};

/** The first of two approvals says so before anything is signed, and takes a note. */
export const FirstOfTwoDialog: Story = {
  args: { path: `/withdraw/${largePending.fresh.id}` },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }, patient));
    const dialog = await findDialog('Approve this withdrawal?');
    await expect(dialog).toHaveTextContent(
      'This is the first of two approvals: the withdrawal stays pending until another super approves it.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Note for the second approver/ })).toBeVisible();
    await settled(canvas);
  },
};

/** Decide and next: after the decision the oldest withdrawal still waiting opens, its Approve focused. */
export const DecideAndNext: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }, patient));
    const dialog = await findDialog('Approve this withdrawal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await dialogClosed();
    await expect((await recorded.withdrawal(pending.id))?.status).toBe('approved');
    const oldest = seededWorld.withdrawals
      .filter((w) => w.status === 'pending' && w.id !== pending.id && w.approvals.length === 0)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.id) - Number(b.id))[0];
    await canvas.findByRole('heading', { name: `Withdrawal ${oldest?.id}`, level: 1 }, patient);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Approve'), patient);
  },
};
