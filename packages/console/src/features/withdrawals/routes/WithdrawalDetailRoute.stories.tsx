import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, sessionWallet } from '../../../dev/ConsoleStory.tsx';
import { largePending } from '../../../dev/governanceStory.ts';
import { recorded, seededWorld, stageSql } from '../../../dev/mocks.ts';
import { dialogClosed, findDialog, patient, settled } from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

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
  parameters: { console: { role: 'admin' } },
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

/** The second approver reads the first one's signed note, and is told this approval pays out. */
export const NoteForSecondApprover: Story = {
  args: { path: `/withdraw/${largePending.halfApproved.id}` },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = largePending.halfApproved.approvals[0]?.note ?? '';
    await expect(await canvas.findByText(`“${note}”`, {}, patient)).toBeVisible();
    await expect(canvas.getAllByText('1 of 2 approvals')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve this withdrawal?');
    await expect(dialog).toHaveTextContent('This is the second approval: it releases the payout.');
    await expect(dialog).toHaveTextContent(note);
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
