import { DEMO_ACCOUNTS } from '@nsa/api';
import { formatAmount } from '@nsa/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
import { handlers, recorded, scenarios } from '../../../dev/mocks.ts';
import {
  afterRetries,
  type Canvas,
  dialogClosed,
  findDialog,
  patient,
  readToast,
  settled,
} from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Operation',
  component: ConsoleScreen,
  args: { path: '/operation' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'operator' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A platform user of the demo world, with points. */
const customer = DEMO_ACCOUNTS.user;
/** The points the mock server holds now. */
const pointsOf = async (address: `0x${string}`) => (await recorded.user(address))?.points ?? -1;

async function lookUp(canvas: Canvas, address: string) {
  await canvas.findByRole('heading', { name: 'Points', level: 1 }, patient);
  const field = canvas.getByRole('textbox', { name: 'Address' });
  await userEvent.clear(field);
  await userEvent.type(field, address);
  await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
}

/** The points shown, as the server answered them. */
async function pointsShown(canvasElement: HTMLElement, points: number) {
  const canvas = within(canvasElement);
  await canvas.findByText('Current points', {}, patient);
  await waitFor(() => expect(canvasElement).toHaveTextContent(formatAmount(points)), patient);
}

/** The operator's one screen: look up the points of an address. */
export const Operator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer.toLowerCase());
    await pointsShown(canvasElement, await pointsOf(customer));
    // The address is shown as stored: EIP-55 checksummed.
    await expect(canvasElement).toHaveTextContent(customer);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await settled(within(canvasElement));
  },
};

/** Setting points asks first (from → to), then shows the value the server stored. */
export const SetPoints: Story = {
  name: 'Points set',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, before);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New points' }), '4200');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    const dialog = await findDialog('Set points?');
    await expect(dialog).toHaveTextContent(
      // Each value its own left-to-right run (isolation marks) inside the sentence.
      `Set the points of \u2066${customer}\u2069 from \u2066${formatAmount(before)}\u2069 to \u2066${formatAmount(4200)}\u2069.`,
    );
    await expect(await pointsOf(customer)).toBe(before);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set points' }));
    await readToast('Points saved.');
    await dialogClosed();
    await expect(await pointsOf(customer)).toBe(4200);
    await pointsShown(canvasElement, 4200);
    // Read back from the server: a fresh look-up of the same address.
    await lookUp(canvas, customer.toLowerCase());
    await pointsShown(canvasElement, 4200);
    await settled(within(canvasElement));
  },
};

/** Points typed as the screen writes them ("1,500") are read as the number and shown back plain. */
export const GroupedPoints: Story = {
  name: 'Points typed with grouping',
  args: { path: `/operation?address=${customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'New points' }, patient);
    await userEvent.type(field, '1,500');
    await userEvent.tab();
    await expect(field).toHaveValue('1500');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    const dialog = await findDialog('Set points?');
    await expect(dialog).toHaveTextContent(`to \u2066${formatAmount(1500)}\u2069.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set points' }));
    await readToast('Points saved.');
    await dialogClosed();
    await expect(await pointsOf(customer)).toBe(1500);
    await settled(within(canvasElement));
  },
};

/** Arabic-Indic digits with the Arabic thousands mark, as an Arabic keyboard types them. */
export const GroupedPointsRtl: Story = {
  name: 'Points typed in Arabic digits',
  args: { path: `/operation?address=${customer}` },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: ar.operation.newPoints }, patient);
    await userEvent.type(field, '٢٬٣٠٠');
    await userEvent.click(canvas.getByRole('button', { name: ar.operation.set }));
    await expect(field).toHaveValue('2300');
    const dialog = await findDialog(ar.operation.confirmTitle);
    await expect(dialog).toHaveTextContent(formatAmount(2300));
    await userEvent.click(within(dialog).getByRole('button', { name: ar.common.cancel }));
    await dialogClosed();
    await settled(within(canvasElement), ar.common.loading);
  },
};

/** A second look-up that is not an address takes the first user's card and form off the screen. */
export const InvalidSecondLookup: Story = {
  name: 'Invalid second look-up',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, await pointsOf(customer));
    await lookUp(canvas, '0x1234');
    await expect(await canvas.findByText('Enter a valid address', {}, patient)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Current points')).toBeNull(), patient);
    await expect(canvas.queryByRole('textbox', { name: 'New points' })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(customer);
    await settled(within(canvasElement));
  },
};

/** What was typed for one user is not offered for the next one looked up. */
export const NextLookupClearsForm: Story = {
  name: 'Next look-up clears the form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, customer);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'New points' }, patient), '99');
    await lookUp(canvas, DEMO_ACCOUNTS.kol);
    await waitFor(() => expect(canvasElement).toHaveTextContent(DEMO_ACCOUNTS.kol), patient);
    await expect(await canvas.findByRole('textbox', { name: 'New points' }, patient)).toHaveValue('');
    await settled(within(canvasElement));
  },
};

/** A bad address is refused in the browser with the contract's message; nothing is asked. */
export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, '0x1234');
    await expect(await canvas.findByText('Enter a valid address', {}, patient)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Current points')).toBeNull();
    await settled(within(canvasElement));
  },
};

/** Points must be a whole number within the contract's bounds; nothing is asked or sent otherwise. */
export const InvalidPoints: Story = {
  args: { path: `/operation?address=${customer}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await pointsOf(customer);
    const field = await canvas.findByRole('textbox', { name: 'New points' }, patient);
    await userEvent.type(field, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Set points' }));
    await expect(
      await canvas.findByText('Enter a whole number from 0 to 1,000,000,000,000.', {}, patient),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await pointsOf(customer)).toBe(before);
    await settled(within(canvasElement));
  },
};

/** An address that is no user's: said plainly. */
export const UnknownUser: Story = {
  args: { path: '/operation?address=0x00000000000000000000000000000000000000a1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No user has this address.', {}, patient),
    ).toBeVisible();
    await settled(within(canvasElement));
  },
};

/** Super may set points too, with the full menu. */
export const Super: Story = {
  parameters: { console: { role: 'super' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' }, patient);
    await expect(within(menu).getByRole('link', { name: 'Points' })).toBeVisible();
    await lookUp(canvas, customer);
    await pointsShown(canvasElement, await pointsOf(customer));
    await expect(canvas.getByRole('button', { name: 'Set points' })).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const ServerError: Story = {
  args: { path: `/operation?address=${customer}` },
  parameters: { msw: { handlers: [...scenarios.error('500', 'getPoints'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The server answered with an error. Try again later.', {}, afterRetries),
    ).toBeVisible();
    await expect(canvas.queryByText('Current points')).toBeNull();
    await settled(within(canvasElement), 'Loading…', afterRetries);
  },
};

export const Rtl: Story = {
  args: { path: `/operation?address=${customer}` },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.operation.title, level: 1 }, patient);
    await expect(await canvas.findByRole('button', { name: ar.operation.set }, patient)).toBeVisible();
    await expect(canvasElement).toHaveTextContent(customer);
    await expect(canvasElement).toHaveTextContent(formatAmount(await pointsOf(customer)));
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  args: { path: `/operation?address=${customer}` },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await pointsShown(canvasElement, await pointsOf(customer));
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
