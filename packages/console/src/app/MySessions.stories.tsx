import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../dev/ConsoleStory.tsx';
import {
  type Canvas,
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  readToast,
  recordRows,
  settled,
} from '../dev/screenQueries.ts';
import { liveSessionCount, staff, stageWorkingSessions } from '../dev/staffStory.ts';
import { ar } from '../lib/locales/ar.ts';

/**
 * Every signed-in user's own sessions, from the header (the drawer on a phone): this device
 * marked, the others to end one by one or all at once, this one staying signed in.
 */
const meta = {
  title: 'Console/My sessions',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  beforeEach: () => stageWorkingSessions(staff.super),
  parameters: { console: { role: 'super' }, screenshot: { target: 'page' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from the header, or from the drawer where the header has no room. */
async function openMySessions(canvas: Canvas, names = { sessions: 'Sessions', openMenu: 'Open menu' }) {
  const page = within(document.body);
  const inHeader = canvas
    .queryAllByRole('button', { name: names.sessions })
    .find((b: HTMLElement) => b.checkVisibility());
  if (inHeader) {
    await userEvent.click(inHeader);
  } else {
    await userEvent.click(await canvas.findByRole('button', { name: names.openMenu }, patient));
    const drawer = await page.findByRole('dialog', {}, patient);
    await userEvent.click(within(drawer).getByRole('button', { name: names.sessions }));
  }
}

/** The super's own three sessions: this laptop, a phone and a desktop. */
export const Super: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    // The header names who is signed in: role, label and address.
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByText('Signed in as Super')).toBeVisible();
    await expect(header.getByText('Dana (treasury)')).toBeVisible();
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    const { rows } = await findRecordRows(dialog, 'Your sessions');
    await expect(rows).toHaveLength(3);
    const current = rows.filter((row) => within(row).queryByText('This device'));
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Chrome 131 · macOS');
    await expect(dialog.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
    await settled(canvas);
  },
};

/** Keyboard only: the header's button opens the dialog, Escape closes it, focus goes back. */
export const Keyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    const button = canvas.getByRole('button', { name: 'Sessions' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await findDialog('Your sessions'));
    await findRecordRows(dialog, 'Your sessions');
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await waitFor(() => expect(button).toHaveFocus(), patient);
  },
};

/** Everywhere else: the other two end, this device stays signed in. */
export const SignOutEverywhereElse: Story = {
  name: 'Sign out everywhere else',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    const { table } = await findRecordRows(dialog, 'Your sessions');
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere else' }));
    const confirm = await findDialog('Sign out your other sessions?');
    await expect(confirm).toHaveTextContent('Your other sessions (2) end now. This device stays signed in.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(recordRows(table)).toHaveLength(1), patient);
    await expect(within(recordRows(table)[0] as HTMLElement).getByText('This device')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    await readToast('Sessions ended: 2.');
    await expect(await liveSessionCount('super')).toBe(1);
    // Still signed in: closed, the dialog leaves the screen and its menu as they were.
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await dialogClosed();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** One other session ended from the dialog. */
export const SignOutOne: Story = {
  name: 'Sign out one session',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    const { table } = await findRecordRows(dialog, 'Your sessions');
    await userEvent.click(
      dialog.getByRole('button', { name: 'Sign out the session on Firefox 133 · Windows' }),
    );
    await waitFor(() => expect(recordRows(table)).toHaveLength(2), patient);
    await readToast('Session ended.');
    await expect(await liveSessionCount('super')).toBe(2);
  },
};

/** The operator has one screen and no menu, yet its sessions are a tap away in the drawer. */
export const OperatorPhone: Story = {
  name: 'Operator, phone',
  args: { path: '/operation' },
  beforeEach: () => stageWorkingSessions(staff.operator),
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { console: { role: 'operator' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Points', level: 1 }, patient);
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    const { rows } = await findRecordRows(dialog, 'Your sessions');
    await expect(rows).toHaveLength(3);
    await expect(dialog.getByText('This device')).toBeVisible();
  },
};

/** A kol's header carries its label; its own sessions, with none but this one. */
export const KolAlone: Story = {
  name: 'KOL, this device only',
  beforeEach: () => undefined,
  parameters: { console: { role: 'kol' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await expect(within(canvas.getByRole('banner')).getByText('Noor (partner)')).toBeVisible();
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    const { rows } = await findRecordRows(dialog, 'Your sessions');
    await expect(rows).toHaveLength(1);
    await expect(dialog.getByText('Unknown device')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  },
};

export const PhoneRtl: Story = {
  name: 'Phone, Arabic',
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.users.title, level: 1 }, patient);
    await openMySessions(canvas, { sessions: ar.nav.sessions, openMenu: ar.nav.openMenu });
    const dialog = within(await findDialog(ar.sessions.mine));
    await findRecordRows(dialog, ar.sessions.mine);
    await expect(dialog.getByText(ar.sessions.thisDevice)).toBeVisible();
    await settled(canvas, ar.common.loading);
  },
};

export const LaptopRtlDark: Story = {
  name: 'Laptop, Arabic, dark',
  globals: { locale: 'ar', theme: 'dark', viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.users.title, level: 1 }, patient);
    await openMySessions(canvas, { sessions: ar.nav.sessions, openMenu: ar.nav.openMenu });
    const dialog = within(await findDialog(ar.sessions.mine));
    await findRecordRows(dialog, ar.sessions.mine);
    await settled(canvas, ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await openMySessions(canvas);
    const dialog = within(await findDialog('Your sessions'));
    await findRecordRows(dialog, 'Your sessions');
    await settled(canvas);
  },
};
