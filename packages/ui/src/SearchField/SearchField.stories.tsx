import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchResult } from './SearchField.tsx';

const results: SearchResult[] = [
  { id: 'w', kind: 'Withdrawal', title: '105', detail: '1,250 USDT' },
  { id: 'o', kind: 'Order', title: 'NS20260514000105', detail: '300 USDT' },
  { id: 'u', kind: 'User', title: '0x6A0e7bD0e3B8f3f0F4b2a1d6C0A6d7C3e1B2583E', detail: 'KOL' },
];

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Find a user, order or withdrawal', busyLabel: 'Searching…', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room below the field for its list, which floats over the page rather than pushing it down. */
const roomForList: Story['decorators'] = [(Story) => <div style={{ minBlockSize: '16rem' }}>{Story()}</div>];

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const box = canvas.getByRole('combobox', { name: 'Find a user, order or withdrawal' });
    // Enter on nothing, or on blanks, searches nothing.
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '  0x8ba1f109551bD432803012645Ac136ddd64DBA72 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('0x8ba1f109551bD432803012645Ac136ddd64DBA72');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await userEvent.type(canvas.getByRole('combobox'), '42{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The last search's matches, listed under the field; the arrow keys move through them. */
export const WithResults: Story = {
  name: 'With results',
  decorators: roomForList,
  args: {
    results,
    resultsLabel: 'Matches',
    summary: '3 matches. Use the arrow keys to choose one.',
    onChoose: fn(),
    onDismiss: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Find a user, order or withdrawal' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Matches' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 matches.');
    box.focus();
    // Down from nothing is the first; Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowDown}');
    const [first, , last] = within(list).getAllByRole('option');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(results[2]);
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Escape closes the list (the caller drops the results) and keeps the text.
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const WithResultsDark: Story = {
  name: 'With results, dark',
  globals: { theme: 'dark' },
  decorators: roomForList,
  args: { results, resultsLabel: 'Matches', summary: '3 matches. Use the arrow keys to choose one.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    box.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(canvasElement).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Nothing matched: said under the field, and announced. */
export const NoMatch: Story = {
  name: 'No match',
  decorators: roomForList,
  args: { results: [], summary: 'Nothing found for “0x6A…0000”.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found for “0x6A…0000”.');
  },
};

export const WithResultsRtl: Story = {
  name: 'With results, Arabic',
  decorators: roomForList,
  globals: { locale: 'ar' },
  args: {
    label: 'ابحث عن مستخدم أو طلب أو سحب',
    results: [
      { id: 'w', kind: 'سحب', title: '105', detail: '1,250 USDT' },
      { id: 'u', kind: 'مستخدم', title: '0x6A0e7bD0e3B8f3f0F4b2a1d6C0A6d7C3e1B2583E', detail: 'قائد رأي' },
    ],
    resultsLabel: 'النتائج',
    summary: 'نتيجتان. اختر إحداهما بمفاتيح الأسهم.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(2);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'ابحث عن مستخدم أو طلب أو سحب', busyLabel: 'جارٍ البحث…' },
};
