import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Find a user, order or withdrawal', busyLabel: 'Searching…', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Find a user, order or withdrawal' });
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
    await userEvent.type(canvas.getByRole('searchbox'), '42{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'ابحث عن مستخدم أو طلب أو سحب', busyLabel: 'جارٍ البحث…' },
};
