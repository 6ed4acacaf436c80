import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressField } from './AddressField.tsx';

const good = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const wrongChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

const meta = {
  title: 'UI/AddressField',
  component: AddressField,
  args: {
    label: 'Address',
    invalidMessage: 'Valid Address',
    placeholder: '0x…',
    onValueChange: fn(),
    onValidate: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddressField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsErrorForBadAddress: Story = {
  name: 'Invalid address',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.type(input, '0x1234');
    // No error while typing for the first time.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Valid Address');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: '0x1234', valid: false });
  },
};

export const RejectsWrongChecksum: Story = {
  name: 'Wrong checksum',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Address' });
    await userEvent.type(input, wrongChecksum);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: wrongChecksum, valid: false });
  },
};

export const AcceptsGoodAddressAndTrims: Story = {
  name: 'Valid address',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.click(input);
    await userEvent.paste(`   ${good}  `);
    await userEvent.tab();
    await expect(input).toHaveValue(good);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Valid Address')).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(good);
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: good, valid: true });
  },
};

export const ErrorClearsWhenFixed: Story = {
  name: 'Corrected address',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.type(input, 'nope');
    await userEvent.tab();
    await expect(canvas.getByText('Valid Address')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.paste(good);
    await expect(canvas.queryByText('Valid Address')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const OptionalEmptyIsFine: Story = {
  name: 'Optional and empty',
  args: { label: 'Inviter (optional)' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Inviter (optional)' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RequiredEmptyIsInvalid: Story = {
  name: 'Required and empty',
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Address' });
    await expect(input).toBeRequired();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Empty is told apart from wrong: the field names what is missing, and marks itself required. */
export const RequiredMessage: Story = {
  name: 'Required, with its own message',
  args: { required: true, requiredMessage: 'Address is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Address is required');
    await userEvent.type(input, '0x1234');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Valid Address');
  },
};

export const RequiredMessageRtl: Story = {
  name: 'Required, with its own message, Arabic',
  globals: { locale: 'ar' },
  args: {
    label: 'العنوان',
    required: true,
    requiredMessage: 'العنوان مطلوب',
    invalidMessage: 'أدخل عنوانًا صالحًا',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'العنوان' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('العنوان مطلوب');
  },
};

const submitted = fn();

export const ValidatesOnSubmit: Story = {
  name: 'Checked on submit',
  args: { name: 'address' },
  render: (args) => (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('address'));
      }}
    >
      <AddressField {...args} />
      <button type="submit">Look up</button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Address' });
    input.focus();
    await userEvent.paste(` ${good.toLowerCase()} `);
    await userEvent.keyboard('{Enter}');
    // The form's own handler already sees the trimmed value.
    await expect(submitted).toHaveBeenCalledWith(good.toLowerCase());
    await expect(args.onValidate).toHaveBeenLastCalledWith({ value: good.toLowerCase(), valid: true });
    await userEvent.clear(input);
    await userEvent.type(input, 'bad');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Valid Address');
  },
};

export const WithDescription: Story = {
  args: { description: 'The wallet that signs in as this user.' },
};

export const ServerError: Story = {
  args: { defaultValue: good, error: 'This address already has an account.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This address already has an account.');
  },
};

export const Disabled: Story = { args: { defaultValue: good, disabled: true } };

export const LongContent: Story = {
  args: {
    label: 'Wallet address of the user who invited this account, if there is one',
    description: 'Paste it from the wallet; spaces around it are removed when you leave the field.',
    defaultValue: `${good}${good}`,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};

export const Dark: Story = {
  ...ShowsErrorForBadAddress,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'العنوان', invalidMessage: 'عنوان غير صالح', description: 'عنوان المحفظة' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'العنوان' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '0xabc');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('عنوان المحفظة عنوان غير صالح');
  },
};
