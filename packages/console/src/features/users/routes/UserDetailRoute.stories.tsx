import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, scenarios, seededWorld } from '../../../dev/mocks.ts';
import { type Canvas, findRecordRows, patient, settled } from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

/**
 * A platform user in the demo kol's downline (invited by the demo user), with invitees of its
 * own, referral orders and purchase orders in the demo world.
 */
const member = '0x172F976d0a706023A7dB1D233A60B35973683191';
/** A platform user under another kol: outside the demo kol's downline. */
const outsider = '0x7960dF71e0A93ECCda9c5B112F6ECa6B153e90ab';

const meta = {
  title: 'Console/User detail',
  component: ConsoleScreen,
  args: { path: `/user/${member}` },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function profileShown(canvas: Canvas, canvasElement: HTMLElement, address: string) {
  await canvas.findByRole('heading', { name: 'User detail', level: 1 }, patient);
  await canvas.findByRole('heading', { name: 'Profile' }, patient);
  const user = seededWorld.users.find((u) => u.address === address);
  await expect(user?.inviterAddress).toBeTruthy();
  await expect(await canvas.findByText(address, {}, patient)).toBeVisible();
  await expect(canvasElement).toHaveTextContent('User');
}

/** The inviter chain's rows, once every level's time has come. */
async function inviterChain(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Inviter chain' }, patient);
  const read = () =>
    within(list)
      .getAllByRole('listitem')
      .map((row) => ({
        text: row.textContent ?? '',
        level: row.firstElementChild?.textContent ?? '',
        time: row.querySelector('time')?.textContent ?? '',
      }));
  await waitFor(() => expect(read().every((row) => row.time !== '')).toBe(true), patient);
  return read();
}

export const Super: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profileShown(canvas, canvasElement, member);
    for (const list of ['Downline', 'Referral orders', 'Purchase orders']) {
      await findRecordRows(canvas, list);
    }
    const headers = within(canvas.getByRole('table', { name: 'Downline' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.join(' ')).toContain('Downline');
    // The inviter chain is a short list, level by level, each link with the time it was made.
    const chain = await inviterChain(canvas);
    await expect(chain.map((row) => row.level)).toEqual(['Level 1', 'Level 2', 'Level 3']);
    await expect(chain[1]?.text).toContain('Noor (partner)');
    await expect(new Set(chain.map((row) => row.time)).size).toBe(3);
    await expect(canvas.queryByRole('table', { name: 'Inviter chain' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** A kol sees a user of its own downline, without purchase orders (not a kol's to read). */
export const Kol: Story = {
  parameters: { console: { role: 'kol' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profileShown(canvas, canvasElement, member);
    for (const list of ['Downline', 'Referral orders']) {
      await findRecordRows(canvas, list);
    }
    await expect(canvas.queryByRole('table', { name: 'Purchase orders' })).toBeNull();
    // Its inviter chain stops at the kol itself, marked as "you"; nothing above it is shown.
    const chain = await inviterChain(canvas);
    await expect(chain.map((row) => row.level)).toEqual(['Level 1', 'Level 2']);
    await expect(chain[1]?.text).toContain('You');
    await expect(new Set(chain.map((row) => row.time)).size).toBe(2);
    // The referral tree from this user, for a kol too.
    await expect(await canvas.findByRole('tree', {}, patient)).toBeVisible();
    await settled(within(canvasElement));
  },
};

/**
 * A user outside the kol's downline: the server returns none of its rows (contract: not even by
 * address), so the console says Not found and discloses nothing about the user.
 */
export const KolOutsideDownline: Story = {
  args: { path: `/user/${outsider}` },
  parameters: { console: { role: 'kol' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Not found.', level: 1 }, patient);
    await expect(canvas.queryByText(outsider)).toBeNull();
    // One not-found page: no empty lists of a user the kol may not see, no retry that cannot help.
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    // Still signed in: a hidden row is not a reason to end the session.
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** A well-formed address that is no user's. */
export const NotFound: Story = {
  args: { path: '/user/0x00000000000000000000000000000000000000a1' },
  // Its point is the way back: the users page's fold. The whole page below it came out a pixel,
  // or a late line, taller from one run to another.
  parameters: { screenshot: { screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Not found.', level: 1 }, patient);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to users' }));
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await settled(within(canvasElement));
  },
};

/** Not an address at all: nothing is asked of the server. */
export const NotAnAddress: Story = {
  args: { path: '/user/42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Not found.', level: 1 }, patient);
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenarios.loading(['users', 'userRelation', 'referralOrders', 'purchaseOrders']),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'User detail', level: 1 }, patient);
    const shown = await canvas.findAllByText('Loading…', {}, patient);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(canvas.queryByText(member)).toBeNull();
    // The whole screen as it waits: the referral tree (its data is not held back) drawn, and the
    // last list's skeleton under its headers, before the picture is taken.
    await canvas.findAllByText('Show from here', {}, patient);
    const purchases = await canvas.findByRole('table', { name: 'Purchase orders' }, patient);
    await expect(within(purchases).getAllByRole('columnheader').length).toBeGreaterThan(0);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.user.title, level: 1 }, patient);
    await expect(await canvas.findByText(member, {}, patient)).toBeVisible();
    await findRecordRows(canvas, ar.user.downline);
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profileShown(canvas, canvasElement, member);
    await findRecordRows(canvas, 'Downline');
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
export const Widths: Story = matrix.Widths;
export const WidthsRtl: Story = matrix.WidthsRtl;
