import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, sessionWallet } from '../../../dev/ConsoleStory.tsx';
import { seededWorld } from '../../../dev/mocks.ts';
import { findDialog, patient, settled } from '../../../dev/screenQueries.ts';
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
