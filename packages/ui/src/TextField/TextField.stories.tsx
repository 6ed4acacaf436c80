import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Remark', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await userEvent.type(input, 'VIP');
    await expect(input).toHaveValue('VIP');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'Up to 200 characters, visible to admins only.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(input).toHaveAccessibleDescription('Up to 200 characters, visible to admins only.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Remark' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    description: 'Up to 200 characters.',
    error: 'The remark is too long.',
    defaultValue: 'x'.repeat(40),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Up to 200 characters. The remark is too long.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked remark' } };

export const Placeholder: Story = { args: { placeholder: 'Optional note' } };

export const LongContent: Story = {
  args: {
    label: 'A very long label that explains in detail what this field is for and who can read it afterwards',
    description:
      'A long description that wraps across several lines to show how hints behave when the container is narrow and the text keeps going.',
    error: 'A long error message that also wraps onto a second line when the field is narrow.',
    defaultValue: 'Some value that is longer than the visible width of the input box itself',
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <TextField
        {...args}
        value={value}
        error={value.length > 5 ? 'At most 5 characters.' : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Remark' });
    await userEvent.type(input, '12345');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '6');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('At most 5 characters.');
  },
};

export const Dark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'ملاحظة',
    description: 'حتى 200 حرف.',
    error: 'الملاحظة طويلة جدًا.',
    defaultValue: 'نص',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ملاحظة' });
    await expect(input).toHaveAccessibleDescription('حتى 200 حرف. الملاحظة طويلة جدًا.');
  },
};
