import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, recorded, scenarios } from '../../../dev/mocks.ts';
import {
  afterRetries,
  type Canvas,
  chooseOption,
  dialogClosed,
  findDialog,
  findRecordRows,
  patient,
  readToast,
  recordRows,
  settled,
} from '../../../dev/screenQueries.ts';
import { staff, stageDisabled, stageWorkingSessions, uplineKol } from '../../../dev/staffStory.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

/**
 * The "Staff account" card of a user's page: label, role, sign-in and live sessions of a staff
 * account, as a super or an admin manages it. Stories that picture sessions stage a working day's
 * (laptop, phone, desktop) on the account first.
 */
const meta = {
  title: 'Console/Staff account',
  component: ConsoleScreen,
  args: { path: `/user/${staff.admin}` },
  loaders: [consoleLoader],
  beforeEach: () => stageWorkingSessions(staff.admin),
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin as sentences name it: label and address, isolated (FSI … PDI) for right-to-left text. */
const ari = '\u2068Ari (support) 0x7099…79C8\u2069';

const loadingText = () => (document.documentElement.lang === 'ar' ? ar.common.loading : 'Loading…');

/** The card, once the account has loaded. */
async function staffCard(canvas: Canvas, name = 'Staff account') {
  return within(await canvas.findByRole('region', { name }, patient));
}

/** The card with its sessions table filled in: what the screen stories picture. */
async function staffCardReady({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const arabic = document.documentElement.lang === 'ar';
  const card = await staffCard(canvas, arabic ? ar.staff.title : 'Staff account');
  await findRecordRows(card, arabic ? ar.sessions.title : 'Live sessions');
  await settled(canvas, loadingText());
}

/** A super manages an admin: every control, and the admin's three live sessions. */
export const SuperViewsAdmin: Story = {
  name: 'Super views an admin',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(card.getByText('Ari (support)')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit label' })).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Admin');
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Disable account' })).toBeVisible();
    const { rows } = await findRecordRows(card, 'Live sessions');
    await expect(rows).toHaveLength(3);
    await expect(card.getByText('Live sessions: 3')).toBeVisible();
    // Each agent shortened to what a person reads; none of them is the viewer's own.
    for (const device of ['Chrome 131 · macOS', 'Safari 18 · iOS', 'Firefox 133 · Windows']) {
      await expect(card.getByText(device)).toBeVisible();
    }
    await expect(card.queryByText('This device')).toBeNull();
    await expect(card.getByRole('button', { name: 'Sign out the session on Safari 18 · iOS' })).toBeVisible();
    // The profile names the account by its label too.
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent(/Ari \(support\)/);
    await settled(canvas);
  },
};

/** An admin manages a kol: it may grant only kol, operator and user. */
export const AdminViewsKol: Story = {
  name: 'Admin views a KOL',
  args: { path: `/user/${staff.kol}` },
  beforeEach: () => stageWorkingSessions(staff.kol),
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(card.getByText('Noor (partner)')).toBeVisible();
    await findRecordRows(card, 'Live sessions');
    const options = within(card.getByRole('combobox', { name: 'Role' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['KOL', 'Operator', 'User']);
    await settled(canvas);
  },
};

/** Another super's account: changed only with the admin CLI, so nothing to change here; its sessions show. */
export const SuperAccountReadOnly: Story = {
  name: 'A super account (read-only)',
  args: { path: `/user/${staff.secondSuper}` },
  beforeEach: () => stageWorkingSessions(staff.secondSuper),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(
      card.getByText('Super accounts are changed only with the admin CLI (npm run admin).'),
    ).toBeVisible();
    await expect(card.getByText('Lee (finance)')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Edit label' })).toBeNull();
    await expect(card.queryByRole('combobox', { name: 'Role' })).toBeNull();
    await expect(card.queryByRole('button', { name: 'Disable account' })).toBeNull();
    await findRecordRows(card, 'Live sessions');
    await expect(card.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
    await settled(canvas);
  },
};

/**
 * One's own account: not changed here (nobody locks themselves out); this device is marked and
 * "everywhere" keeps it signed in.
 */
export const OwnAccount: Story = {
  name: 'Own account',
  args: { path: `/user/${staff.super}` },
  beforeEach: () => stageWorkingSessions(staff.super),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(
      card.getByText(
        'This is your own account: it cannot be changed here, so nobody can lock themselves out.',
      ),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Disable account' })).toBeNull();
    const { rows } = await findRecordRows(card, 'Live sessions');
    const current = rows.find((row) => within(row).queryByText('This device'));
    await expect(current).toBeDefined();
    // This device signs out with the header's button, not from the table.
    await expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    await expect(card.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    await settled(canvas);
  },
};

/** A disabled account: the badge, the way to enable it, and no session left. */
export const DisabledAccount: Story = {
  name: 'A disabled account',
  beforeEach: () => stageDisabled(staff.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(await card.findByText('Disabled', {}, patient)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enable account' })).toBeVisible();
    await expect(await card.findByText('No live sessions', {}, patient)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
    await settled(canvas);
  },
};

/** The confirmation says what disabling does, naming the account by label and address. */
export const DisableConfirmation: Story = {
  name: 'Disable: confirmation',
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await findRecordRows(card, 'Live sessions');
    await userEvent.click(card.getByRole('button', { name: 'Disable account' }));
    const dialog = await findDialog('Disable this account?');
    await expect(dialog).toHaveTextContent(
      `${ari} will be signed out everywhere at once and cannot sign in until enabled again.`,
    );
    // Cancel is the safe default under the keyboard.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Disabling ends every session at once: the badge turns, the table empties, the server agrees. */
export const DisableSignsOutEverywhere: Story = {
  name: 'Disable: signed out everywhere',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await findRecordRows(card, 'Live sessions');
    await userEvent.click(card.getByRole('button', { name: 'Disable account' }));
    const dialog = await findDialog('Disable this account?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await dialogClosed();
    // Focus is back where the decision started, on the same button, now offering the way back.
    await waitFor(() => expect(card.getByRole('button', { name: 'Enable account' })).toHaveFocus(), patient);
    await readToast(`${ari} is disabled and signed out everywhere.`);
    await expect(await card.findByText('Disabled', {}, patient)).toBeVisible();
    await expect(await card.findByText('No live sessions', {}, patient)).toBeVisible();
    await expect((await recorded.user(staff.admin))?.disabled).toBe(true);
    // And back: enabled again, still without sessions until the admin signs in.
    await userEvent.click(card.getByRole('button', { name: 'Enable account' }));
    await userEvent.click(
      within(await findDialog('Enable this account?')).getByRole('button', { name: 'Enable account' }),
    );
    await readToast(`${ari} can sign in again.`);
    await expect(await card.findByText('Active', {}, patient)).toBeVisible();
    await expect((await recorded.user(staff.admin))?.disabled).toBe(false);
  },
};

/** A blank label is refused before anything is sent, with what to do instead. */
export const LabelValidation: Story = {
  name: 'Label editor: invalid',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Edit label' }));
    const field = card.getByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(card.getByRole('button', { name: 'Save label' }));
    await expect(await card.findByText('Enter 1 to 60 characters, or remove the label.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect((await recorded.user(staff.admin))?.label).toBe('Ari (support)');
    await settled(canvas);
  },
};

/** A new label is saved, shown in the card, the profile and the users table, and kept by the server. */
export const LabelSaved: Story = {
  name: 'Label editor: saved',
  // Its last frame is the users table with a link to the page it came from: the :visited underline
  // there follows the browser's history and differs run to run. The users stories picture labels.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Edit label' }));
    const field = card.getByRole('textbox', { name: 'Label' });
    await userEvent.clear(field);
    await userEvent.type(field, '  Ari (night desk)  {Enter}');
    await waitFor(() => expect(card.getByRole('button', { name: 'Edit label' })).toHaveFocus(), patient);
    await readToast('Label saved: Ari (night desk).');
    await expect(card.getByText('Ari (night desk)')).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent(/Ari \(night desk\)/),
      patient,
    );
    await expect((await recorded.user(staff.admin))?.label).toBe('Ari (night desk)');
    // The users table names the account by its new label too.
    await userEvent.click(canvas.getByRole('link', { name: 'Back to users' }));
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await userEvent.type(canvas.getByLabelText('Search'), `${staff.admin}{Enter}`);
    await expect(
      await canvas.findByRole('link', { name: 'Ari (night desk) 0x70…79C8' }, patient),
    ).toBeVisible();
  },
};

/** Removing the label: none in the card, none kept. */
export const LabelRemoved: Story = {
  name: 'Label editor: removed',
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Edit label' }));
    await userEvent.click(card.getByRole('button', { name: 'Remove label' }));
    await waitFor(() => expect(card.getByRole('button', { name: 'Add label' })).toHaveFocus(), patient);
    await readToast('Label removed.');
    await expect(card.getByText('No label')).toBeVisible();
    await expect((await recorded.user(staff.admin))?.label).toBeNull();
  },
};

/** A role change is confirmed first, then shown in the profile. */
export const RoleChanged: Story = {
  name: 'Role: changed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await chooseOption(card, 'Role', 'Operator');
    const dialog = await findDialog('Change the role?');
    await expect(dialog).toHaveTextContent(`${ari} changes from Admin to Operator.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change to Operator' }));
    await readToast('Role changed to Operator.');
    await expect(card.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Operator');
    await expect((await recorded.user(staff.admin))?.role).toBe('operator');
  },
};

/** Each session can be ended on its own; the others stay. */
export const SignOutOneSession: Story = {
  name: 'Sessions: sign out one',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    const { table } = await findRecordRows(card, 'Live sessions');
    await userEvent.click(card.getByRole('button', { name: 'Sign out the session on Safari 18 · iOS' }));
    await readToast('Session ended.');
    await waitFor(() => expect(recordRows(table)).toHaveLength(2), patient);
    await expect(card.queryByText('Safari 18 · iOS')).toBeNull();
  },
};

/** "Sign out everywhere" asks first, naming the account and how many sessions end. */
export const SignOutEverywhereConfirmation: Story = {
  name: 'Sessions: sign out everywhere, confirmation',
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await findRecordRows(card, 'Live sessions');
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await findDialog('Sign out everywhere?');
    await expect(dialog).toHaveTextContent(`Every live session of ${ari} ends at once: 3 in all.`);
  },
};

export const SignOutEverywhere: Story = {
  name: 'Sessions: signed out everywhere',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await findRecordRows(card, 'Live sessions');
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await findDialog('Sign out everywhere?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await readToast('Sessions ended: 3.');
    await expect(await card.findByText('No live sessions', {}, patient)).toBeVisible();
    // The account itself stays enabled: it may sign in again.
    await expect(card.getByText('Active')).toBeVisible();
  },
};

export const SessionsLoading: Story = {
  name: 'Sessions: loading',
  parameters: { msw: { handlers: [...scenarios.loading('sessions'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(card.getByRole('table', { name: 'Live sessions' })).toHaveAttribute('aria-busy', 'true');
    await expect(card.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
  },
};

/** A staff account nobody is signed in as. */
export const SessionsEmpty: Story = {
  name: 'Sessions: none',
  args: { path: `/user/${uplineKol}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(await card.findByText('No live sessions', {}, patient)).toBeVisible();
    await expect(card.getByText('No label')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add label' })).toBeVisible();
    await settled(canvas);
  },
};

export const SessionsError: Story = {
  name: 'Sessions: failed',
  parameters: { msw: { handlers: [...scenarios.error('500', 'sessions'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await staffCard(canvas);
    await expect(await card.findByText('The sessions could not be loaded.', {}, afterRetries)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
    await settled(canvas, 'Loading…', afterRetries);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: staffCardReady };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async (context) => {
    await staffCardReady(context);
    await expect(document.documentElement.dir).toBe('rtl');
    const card = within(within(context.canvasElement).getByRole('region', { name: ar.staff.title }));
    await expect(card.getByRole('button', { name: ar.staff.disable })).toBeVisible();
  },
};

/** The Sorani confirmation, right to left, dark: the longest words of the five languages. */
export const DisableConfirmationCkbDark: Story = {
  name: 'Disable: confirmation, Sorani, dark',
  globals: { locale: 'ckb', theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const { ckb } = await import('../../../lib/locales/ckb.ts');
    const canvas = within(canvasElement);
    const card = await staffCard(canvas, ckb.staff.title);
    await findRecordRows(card, ckb.sessions.title);
    await userEvent.click(card.getByRole('button', { name: ckb.staff.disable }));
    const dialog = await findDialog(ckb.staff.disableTitle);
    await expect(dialog).toHaveTextContent(/Ari \(support\) 0x7099…79C8/);
  },
};

/** The card at phone, laptop and desktop sizes, left to right and in Arabic. */
const matrix = viewportMatrix(staffCardReady);
export const Phone: Story = matrix.Phone;
export const PhoneRtl: Story = matrix.PhoneRtl;
export const Laptop: Story = matrix.Laptop;
export const LaptopRtl: Story = matrix.LaptopRtl;
export const Widths: Story = matrix.Widths;
export const WidthsRtl: Story = matrix.WidthsRtl;
export const PhoneRtlDark: Story = {
  ...matrix.PhoneRtl,
  globals: { ...matrix.PhoneRtl.globals, theme: 'dark' },
};
