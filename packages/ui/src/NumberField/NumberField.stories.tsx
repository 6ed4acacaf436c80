import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: 'Amount',
    messages: {
      invalid: 'Enter a number.',
      required: 'Enter an amount.',
      min: 'At least 0.01.',
      max: 'At most 10,000.',
      decimals: 'At most 2 digits after the point.',
    },
    min: '0.01',
    max: '10000',
    decimals: 2,
    onValueChange: fn(),
    onValidate: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, ' .5 ');
    await userEvent.tab();
    await expect(input).toHaveValue('0.5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.5');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '0.5', problem: null });
  },
};

/** Grouped as the screens show numbers: read as the number, shown back as the plain decimal. */
export const GroupedEntry: Story = {
  name: 'Grouped entry',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,500.25');
    await userEvent.tab();
    await expect(input).toHaveValue('1500.25');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '1500.25', problem: null });
  },
};

/** A comma that groups nothing is not guessed at: `1,5` could mean 1.5 or 15. */
export const MisplacedGrouping: Story = {
  name: 'Misplaced grouping',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '1,5', problem: 'invalid' });
  },
};

/** Arabic digits with the Arabic thousands and decimal marks, as an Arabic keyboard types them. */
export const GroupedEntryRtl: Story = {
  name: 'Grouped entry, Arabic',
  globals: { locale: 'ar' },
  args: {
    label: 'المبلغ',
    suffix: 'USDT',
    messages: { invalid: 'أدخل رقمًا.' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'المبلغ' });
    await userEvent.type(input, '١٬٥٠٠٫٢٥');
    await userEvent.tab();
    await expect(input).toHaveValue('1500.25');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '1500.25', problem: null });
  },
};

export const RejectsText: Story = {
  name: 'Not a number',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '12abc');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a number.');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '12abc', problem: 'invalid' });
  },
};

export const BelowMin: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '0.001');
    await userEvent.tab();
    // Three decimals break the precision rule first.
    await expect(input).toHaveAccessibleDescription('At most 2 digits after the point.');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('At least 0.01.');
  },
};

export const AboveMax: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '10000.01');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('At most 10,000.');
    await userEvent.clear(input);
    await userEvent.type(input, '10000');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WholeNumbers: Story = {
  args: {
    label: 'Points',
    decimals: 0,
    min: '0',
    max: undefined,
    messages: { invalid: 'Enter a whole number.' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Points' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1.5');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a whole number.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter an amount.');
  },
};

export const WithSuffix: Story = {
  args: { suffix: 'USDT', defaultValue: '250.00', description: 'Sent on BNB Smart Chain.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAccessibleDescription('USDT Sent on BNB Smart Chain.');
  },
};

export const ServerError: Story = {
  args: { defaultValue: '50', error: 'The balance is too low for this amount.' },
};

export const Disabled: Story = { args: { defaultValue: '12.5', disabled: true } };

export const LongContent: Story = {
  args: {
    label: 'Amount to send to the user, in the token of the selected chain',
    defaultValue: '123456789012345678901234567890.12',
    suffix: 'USDT',
    error: 'A long error that explains the balance is too low for this amount and what to do about it.',
  },
};

export const Dark: Story = {
  ...RejectsText,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المبلغ',
    suffix: 'USDT',
    messages: { invalid: 'أدخل رقمًا.', decimals: 'رقمان بعد الفاصلة على الأكثر.' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'المبلغ' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    // Arabic-Indic digits and separator become an ASCII decimal.
    await userEvent.type(input, '١٢٫٥');
    await userEvent.tab();
    await expect(input).toHaveValue('12.5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '1.234');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('USDT رقمان بعد الفاصلة على الأكثر.');
  },
};
