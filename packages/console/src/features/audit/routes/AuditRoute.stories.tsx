import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { decideAs, largePending, seededWithdrawals } from '../../../dev/governanceStory.ts';
import { handlers, scenarios, stageSql } from '../../../dev/mocks.ts';
import { chooseOption, findRecordRows, patient, recordRows, settled } from '../../../dev/screenQueries.ts';
import { serverErrorStory, sessionExpiredStory } from '../../../dev/screenStories.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Audit',
  component: ConsoleScreen,
  args: { path: '/audit' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const small = seededWithdrawals.filter((w) => w.status === 'pending' && w.requiredApprovals === 1);

/**
 * Signed decisions through the mock API, newest first in the log: a large withdrawal approved by
 * both demo supers, a signed rejection, and an approval whose stored amount was altered afterwards.
 */
async function signedDecisions() {
  const [rejected, altered] = small;
  if (!rejected || !altered) throw new Error('the demo world has too few small pending withdrawals');
  await decideAs('super', largePending.fresh, 'approve');
  await decideAs('secondSuper', largePending.fresh, 'approve');
  await decideAs('super', rejected, 'reject', 'recipient address changed after the request');
  await decideAs('super', altered, 'approve');
  // As if someone changed the row in the database: the signature no longer covers it.
  await stageSql(
    `update audit_log set evidence = jsonb_set(evidence, '{typedData,message,amount}',
       to_jsonb((evidence #>> '{typedData,message,amount}') || '0'))
     where id = (select max(id) from audit_log)`,
  );
}

/** The signature cell of the newest entries, in log order, once every shown row is checked. */
async function signatureCells(table: HTMLElement, count: number, checking = 'Checking signature…') {
  await waitFor(() => expect(within(table).queryAllByText(checking)).toHaveLength(0), patient);
  return recordRows(table)
    .slice(0, count)
    .map((row) => row.querySelectorAll('td')[4]?.textContent ?? '');
}

export const Super: Story = {
  beforeEach: signedDecisions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Audit log', level: 1 }, patient);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await expect(await signatureCells(table, 5)).toEqual([
      'Does not verify',
      'Signed by 0xf3…2266',
      'Signed by 0x99…A4dc',
      'Signed by 0xf3…2266',
      'Unsigned',
    ]);
    const [altered, rejected, final, partial] = recordRows(table);
    await expect(rejected).toHaveTextContent('Withdrawal rejected');
    await expect(rejected).toHaveTextContent('recipient address changed after the request');
    await expect(final).toHaveTextContent(/approvals\s*1 → 2/);
    await expect(final).toHaveTextContent(/status\s*pending → approved/);
    await expect(partial).toHaveTextContent(/approvals\s*0 → 1/);
    const link = within(altered as HTMLElement).getByRole('link', { name: `Withdrawal ${small[1]?.id}` });
    await expect(link).toHaveAttribute('href', `/withdraw?q=${small[1]?.id}`);
    // The menu offers the screen to super.
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await settled(within(canvasElement));
  },
};

/** Filters live in the URL: an action, read back from the server. */
export const FilteredByAction: Story = {
  beforeEach: signedDecisions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Audit log');
    await chooseOption(canvas, 'Action', 'Withdrawal rejected');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const rows = recordRows(canvas.getByRole('table', { name: 'Audit log' }));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Withdrawal rejected');
    }, patient);
    await expect(canvas.getByText('recipient address changed after the request')).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** A user's writes link to the user's page. */
export const UserTarget: Story = {
  args: { path: '/audit?action=user.create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { rows } = await findRecordRows(canvas, 'Audit log');
    const link = within(rows[0] as HTMLElement).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/user\/0x[0-9a-fA-F]{40}$/);
    await userEvent.click(link);
    await canvas.findByRole('heading', { name: 'User detail', level: 1 }, patient);
    await settled(within(canvasElement));
  },
  parameters: { screenshot: false },
};

/** Only super reads the audit log: an admin is sent to its start page, with no menu entry. */
export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: 'Audit log' })).toBeNull();
    await settled(within(canvasElement));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.empty('audit'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing here yet.', {}, patient)).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('audit'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findAllByText('Loading…', {}, patient);
    await expect(shown.length).toBeGreaterThan(0);
  },
};

export const ServerError: Story = serverErrorStory('audit');

/** A refused token ends the session: back to sign-in. */
export const SessionExpired: Story = sessionExpiredStory;

export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: signedDecisions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.audit.title, level: 1 }, patient);
    const { table } = await findRecordRows(canvas, ar.audit.title);
    const cells = await signatureCells(table, 2, ar.audit.verifying);
    await expect(cells[0]).toBe(ar.audit.doesNotVerify);
    await expect(cells[1]).toBe(`${ar.audit.signedBy} 0xf3…2266`);
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: signedDecisions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Audit log');
    await signatureCells(table, 5);
    await settled(within(canvasElement));
  },
};

/** The screen at phone, laptop and desktop sizes, left to right and in Arabic. */
const matrix = viewportMatrix();
export const Phone: Story = matrix.Phone;
export const PhoneRtl: Story = matrix.PhoneRtl;
export const Laptop: Story = matrix.Laptop;
export const LaptopRtl: Story = matrix.LaptopRtl;
export const Desktop: Story = matrix.Desktop;
