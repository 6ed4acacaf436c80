import { DEMO_ACCOUNTS } from '@nsa/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, scenarios } from '../../../dev/mocks.ts';
import { chooseOption } from '../../../dev/screenQueries.ts';
import { serverErrorStory, sessionExpiredStory } from '../../../dev/screenStories.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Users',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the users table shows rows of the demo world. */
async function rowsShown(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('table', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), {
    timeout: 10_000,
  });
  return table;
}

export const Super: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvas);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    // The queue's size on its menu entry, read out with it.
    await expect(
      await within(menu).findByRole('link', { name: 'Withdrawals pending: 40' }, { timeout: 10_000 }),
    ).toBeVisible();
    // A super's home leads with the queue, each count a way in.
    await expect(
      await canvas.findByText('Withdrawals waiting: 40. Waiting for you: 40.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Waiting for a second approval: 1.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the queue, oldest first' })).toHaveAttribute(
      'href',
      '/withdraw?status=pending&sort=createdAt&order=asc',
    );
    // Creating users is the admin's job (contract: POST /api/manage/user is admin only).
    await expect(canvas.queryByRole('button', { name: 'Create user' })).toBeNull();
  },
};

/** A staff account's row names it by its label beside the address (here the kols). */
export const StaffLabels: Story = {
  args: { path: '/home?role=kol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvas);
    const link = await canvas.findByRole('link', { name: 'Noor (partner) 0x3C…93BC' }, { timeout: 10_000 });
    await expect(link).toHaveAttribute('href', '/user/0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    await expect(within(link).getByText('0x3C…93BC')).toHaveAttribute(
      'title',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    );
  },
};

export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvas);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: /^Withdrawals/ })).toBeNull();
    await expect(within(menu).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create user' })).toBeVisible();
  },
};

export const Kol: Story = {
  parameters: { console: { role: 'kol' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvas);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: 'Orders' })).toBeNull();
    await expect(within(menu).queryByRole('link', { name: /^Withdrawals/ })).toBeNull();
    // A kol may not create users.
    await expect(canvas.queryByRole('button', { name: 'Create user' })).toBeNull();
  },
};

/** The operator is confined to the points screen: /home sends them there, without a menu. */
export const Operator: Story = {
  parameters: { console: { role: 'operator' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Points' }, { timeout: 10_000 });
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  },
};

export const CreateUser: Story = {
  parameters: { console: { role: 'admin' }, screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    // The dialog is portalled to the end of the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Create a user' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    // A bad address is refused in the browser, with the contract's message.
    await userEvent.type(address, '0x1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Enter a valid address')).toBeVisible();
    // The role has no default: it is asked for, then chosen.
    await expect(within(dialog).getByText('A role is required')).toBeVisible();
    await chooseOption(within(dialog), 'Role', 'User');
    await userEvent.clear(address);
    await userEvent.type(address, '0x00000000000000000000000000000000000000a1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await canvas.findByText(/User \u20660x0{38}a1\u2069 created\./i, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Opens the create dialog of the admin's users screen (portalled to the end of the page). */
async function openCreate(canvasElement: HTMLElement, labels: { create: string; title: string }) {
  await rowsShown(within(canvasElement));
  await userEvent.click(within(canvasElement).getByRole('button', { name: labels.create }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: labels.title });
}

/** Nothing filled in: the required fields are marked, and each says it is missing (not wrong). */
export const RequiredFields: Story = {
  name: 'Create user: required fields',
  parameters: { console: { role: 'admin' }, screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCreate(canvasElement, { create: 'Create user', title: 'Create a user' }));
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await expect(address).toHaveAttribute('aria-required', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toBeRequired();
    await expect(dialog.getByRole('textbox', { name: 'Inviter address (optional)' })).not.toHaveAttribute(
      'aria-required',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Address is required')).toBeVisible();
    await expect(dialog.queryByText('Enter a valid address')).toBeNull();
    await expect(address).toHaveAccessibleDescription('Address is required');
    await expect(dialog.getByText('A role is required')).toBeVisible();
  },
};

export const RequiredFieldsRtl: Story = {
  name: 'Create user: required fields, Arabic',
  globals: { locale: 'ar' },
  parameters: { console: { role: 'admin' }, screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await openCreate(canvasElement, { create: ar.users.create, title: ar.users.createTitle }),
    );
    await userEvent.click(dialog.getByRole('button', { name: ar.users.submit }));
    await expect(await dialog.findByText(ar.users.addressRequired)).toBeVisible();
    await expect(dialog.getByText(ar.users.roleRequired)).toBeVisible();
  },
};

/** A taken address: the field names the holder's role and links to it. */
export const DuplicateUser: Story = {
  name: 'Create user: address taken',
  parameters: { console: { role: 'admin' }, screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openCreate(canvasElement, { create: 'Create user', title: 'Create a user' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Address' }), DEMO_ACCOUNTS.kol.toLowerCase());
    await chooseOption(dialog, 'Role', 'User');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(
      await dialog.findByText('This address already has an account, with the role KOL.', { exact: false }),
    ).toBeVisible();
    const holder = dialog.getByRole('link', { name: 'Open its page' });
    await expect(holder).toHaveAttribute('href', `/user/${DEMO_ACCOUNTS.kol}`);
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DuplicateUserRtl: Story = {
  name: 'Create user: address taken, Arabic',
  globals: { locale: 'ar' },
  parameters: { console: { role: 'admin' }, screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await openCreate(canvasElement, { create: ar.users.create, title: ar.users.createTitle }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: ar.columns.address }), DEMO_ACCOUNTS.operator);
    await chooseOption(dialog, ar.columns.role, ar.roles.user);
    await userEvent.click(dialog.getByRole('button', { name: ar.users.submit }));
    await expect(
      await dialog.findByText(ar.users.alreadyUserAs.replace('{{role}}', ar.roles.operator), {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: ar.users.openHolder })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.empty('users'), ...handlers] } },
  play: async ({ canvasElement }) => {
    // Without filters an empty list has nothing yet; "Nothing matches" is for a filtered one.
    await expect(
      await within(canvasElement).findByText('Nothing here yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A search that finds nobody: "Nothing matches", and Clear filters brings the whole list back. */
export const NothingMatches: Story = {
  args: { path: '/home?q=0x000000000000000000000000000000000000dead' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing matches.', {}, { timeout: 10_000 })).toBeVisible();
    // Offered twice: in the filter bar and in the empty list; either clears every filter.
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' });
    await expect(clear).toHaveLength(2);
    await userEvent.click(clear[1] as HTMLElement);
    await rowsShown(canvas);
    await expect(canvas.getByLabelText('Search')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('users'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const ServerError: Story = serverErrorStory('users');

/** A refused token ends the session: back to sign-in, remembering the page. */
export const SessionExpired: Story = sessionExpiredStory;

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await rowsShown(within(canvasElement));
    await expect(document.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await rowsShown(within(canvasElement));
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
