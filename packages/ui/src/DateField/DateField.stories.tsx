import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: {
    label: 'From',
    name: 'from',
    labels: { format: 'YYYY-MM-DD', invalid: 'Enter a real day, e.g. 2026-01-31.' },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'From' });
    await expect(input).toHaveAttribute('placeholder', '\u200eYYYY-MM-DD');
    await userEvent.type(input, '2026-1-5');
    await userEvent.tab();
    await expect(input).toHaveValue('2026-01-05');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Arabic labels; the day is typed in Arabic-Indic digits and kept in the tables' format. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'من',
    labels: { format: 'سنة\u200e-\u200eشهر\u200e-\u200eيوم', invalid: 'أدخل تاريخًا صحيحًا، مثل 2026-01-31.' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'من' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '٢٠٢٦-١١-٢٤');
    await userEvent.tab();
    await expect(input).toHaveValue('2026-11-24');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'From' });
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a real day, e.g. 2026-01-31.');
    await expect(input).toHaveValue('2026-02-30');
  },
};

/** Enter submits the day as `YYYY-MM-DD`, and does not submit a day that does not exist. */
export const EnterInAForm: Story = {
  args: { onSubmit: fn() },
  render: ({ onSubmit, ...args }) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(Object.fromEntries(new FormData(event.currentTarget)) as never);
      }}
    >
      <DateField {...args} />
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'From' });
    await userEvent.type(input, '2026/13/01{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '۲۰۲۶/۱۱/۵{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ from: '2026-11-05' });
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
