import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, scenarios } from '../../../dev/mocks.ts';
import { chooseOption, findRecordRows, patient, recordRows, settled } from '../../../dev/screenQueries.ts';
import { serverErrorStory, sessionExpiredStory } from '../../../dev/screenStories.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Orders',
  component: ConsoleScreen,
  args: { path: '/order' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Super: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Orders', level: 1 }, patient);
    const { rows } = await findRecordRows(canvas, 'Orders');
    await expect(rows[0]).toHaveTextContent(/NS\d{14}/);
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await settled(within(canvasElement));
  },
};

/** Each tab lists its own records: orders, purchase orders, referral orders. */
export const Admin: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, 'Orders');

    await userEvent.click(canvas.getByRole('tab', { name: 'Purchase orders' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('tab', { name: 'Purchase orders' })).toHaveAttribute('aria-selected', 'true'),
      patient,
    );
    const purchase = await findRecordRows(canvas, 'Purchase orders');
    await expect(purchase.rows[0]).toHaveTextContent(/PO\d{14}/);

    await userEvent.click(canvas.getByRole('tab', { name: 'Referral orders' }));
    const referral = await findRecordRows(canvas, 'Referral orders');
    await expect(within(referral.table).getByRole('columnheader', { name: /Commission/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Referral orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await settled(within(canvasElement));
  },
};

/** A status filter narrows the list to that status, read back from the server. */
export const Filtered: Story = {
  parameters: { console: { role: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { table } = await findRecordRows(canvas, 'Orders');
    await chooseOption(canvas, 'Status', 'Refunded');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const rows = recordRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(within(row).getByText('Refunded')).toBeVisible();
        expect(within(row).queryByText('Paid')).toBeNull();
      }
    }, patient);
    await settled(within(canvasElement));
  },
};

/** A kol may not read orders: the guard sends it to its own start page. */
export const Kol: Story = {
  // What this story is about (no Orders for a kol) is above the fold; the kol's home below it is
  // pictured by its own stories, and its full height rounds to a pixel either way between runs.
  parameters: { console: { role: 'kol' }, screenshot: { screens: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await expect(canvas.queryByRole('heading', { name: 'Orders' })).toBeNull();
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).queryByRole('link', { name: 'Orders' })).toBeNull();
    await settled(within(canvasElement));
  },
};

/** The operator only has the points screen. */
export const Operator: Story = {
  parameters: { console: { role: 'operator' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Points' }, patient);
    await expect(canvas.queryByRole('tab', { name: 'Orders' })).toBeNull();
    await settled(within(canvasElement));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.empty('orders'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet.', {}, patient)).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading('orders'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…', {}, patient)).toBeVisible();
  },
};

export const ServerError: Story = serverErrorStory('orders');

/** A refused token ends the session: back to sign-in. */
export const SessionExpired: Story = sessionExpiredStory;

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRecordRows(canvas, ar.orders.orders);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('tab', { name: ar.orders.purchaseOrders }));
    await findRecordRows(canvas, ar.orders.purchaseOrders);
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await findRecordRows(within(canvasElement), 'Orders');
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
