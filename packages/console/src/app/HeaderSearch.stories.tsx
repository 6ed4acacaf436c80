import { DEMO_ACCOUNTS } from '@nsa/api';
import { shortenAddress } from '@nsa/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../dev/ConsoleStory.tsx';
import { type Canvas, patient, settled } from '../dev/screenQueries.ts';
import { ar } from '../lib/locales/ar.ts';

/**
 * The header search lists what the text names, of every kind the role may read, and opens the
 * one chosen (a combobox: arrow keys, Enter, Escape).
 */
const meta = {
  title: 'Console/Header search',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' }, screenshot: { target: 'page' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary as shown under the list (the same words are announced by a hidden live region). */
const shown = { ignore: '[role="status"], script, style' };

/** Types `text` into the header search and presses Enter; returns the field. */
async function search(canvas: Canvas, text: string, label = 'Find a user, order or withdrawal') {
  const field = await canvas.findByRole('combobox', { name: label }, patient);
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
  return field;
}

/** "105" is a withdrawal's id, and an order's, a purchase order's and a user's too: all are listed. */
export const SeveralKinds: Story = {
  name: 'One ID, several kinds',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await search(canvas, '105');
    const list = await canvas.findByRole('listbox', { name: 'Matches' }, patient);
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent?.split(/\d|NS|PO|0x/)[0])).toEqual([
      'Withdrawal',
      'Order',
      'Purchase order',
      'User',
    ]);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('4 matches. Use the arrow keys to choose one.', shown)).toBeVisible();
    // Nothing opened by itself: the list waits for a choice.
    await expect(canvas.queryByRole('heading', { name: 'Withdrawal 105', level: 1 })).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await settled(within(canvasElement));
  },
};

/** Choosing with the keyboard opens the record and closes the list. */
export const ChosenWithKeyboard: Story = {
  name: 'Chosen with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await search(canvas, '105');
    await canvas.findByRole('listbox', { name: 'Matches' }, patient);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await canvas.findByRole('heading', { name: 'Withdrawal 105', level: 1 }, patient);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await settled(within(canvasElement));
  },
};

/** The short form every screen shows (`0x3C…93BC`) finds the address it stands for. */
export const ShortForm: Story = {
  name: 'Short form of an address',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kol = DEMO_ACCOUNTS.kol;
    await search(canvas, shortenAddress(kol));
    const list = await canvas.findByRole('listbox', { name: 'Matches' }, patient);
    const option = within(list).getByRole('option', { name: new RegExp(kol) });
    await expect(option).toHaveTextContent('KOL');
    await userEvent.click(option);
    await canvas.findByRole('heading', { name: 'User detail', level: 1 }, patient);
    await waitFor(() => expect(canvasElement).toHaveTextContent(kol), patient);
    await settled(within(canvasElement));
  },
};

/** Nothing matched: said under the field, nothing opened. */
export const NoMatch: Story = {
  name: 'No match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await search(canvas, 'no-such-record');
    await expect(
      await canvas.findByText('Nothing found for “no-such-record”.', shown, patient),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    // Escape closes it, and a second Escape clears the text.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Nothing found for “no-such-record”.', shown)).toBeNull();
    await expect(field).toHaveValue('no-such-record');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await settled(within(canvasElement));
  },
};

export const SeveralKindsRtl: Story = {
  name: 'One ID, several kinds, Arabic',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvas, '105', ar.search.label);
    const list = await canvas.findByRole('listbox', { name: ar.search.results }, patient);
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await expect(within(list).getAllByRole('option')[0]).toHaveTextContent(ar.search.withdrawal);
    await expect(canvas.getByText(`${ar.search.count_few}`.replace('{{count}}', '4'), shown)).toBeVisible();
    await settled(within(canvasElement), ar.common.loading);
  },
};
