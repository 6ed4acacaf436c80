import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const roles = [
  { value: 'super', label: 'Super admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'kol', label: 'KOL' },
  { value: 'operator', label: 'Operator' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Role', options: roles, defaultValue: 'admin', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const roleSelect = (canvasElement: HTMLElement, name = 'Role') =>
  within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = roleSelect(canvasElement);
    await expect(select).toHaveDisplayValue('Admin');
    // The native control: one tab stop, the platform's own list, and form submission for free.
    await expect(select.tagName).toBe('SELECT');
    await expect(within(select).getAllByRole('option')).toHaveLength(4);
  },
};

// The keyboard (arrows, type-ahead) is the browser's own: e2e/specs/keyboard.spec.ts drives it
// with real key presses, which a story's synthetic ones do not reach a native select with.
export const PointerSelection: Story = {
  name: 'Chosen from the list',
  play: async ({ canvasElement, args }) => {
    const select = roleSelect(canvasElement);
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'KOL' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('kol');
  },
};

export const Placeholder: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose a role' },
  play: async ({ canvasElement, args }) => {
    const select = roleSelect(canvasElement);
    await expect(select).toHaveDisplayValue('Choose a role');
    await expect(select).toHaveValue('');
    // The prompt cannot be chosen back once a role is.
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'Admin' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('admin');
    await expect(within(select).getByText('Choose a role')).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: roles.map((r) => ({ ...r, disabled: r.value === 'super' })) },
  play: async ({ canvasElement, args }) => {
    const select = roleSelect(canvasElement);
    await expect(within(select).getByRole('option', { name: 'Super admin' })).toBeDisabled();
    await expect(select).toHaveDisplayValue('Admin');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(roleSelect(canvasElement)).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    description: 'What this user may see and do.',
    error: 'You cannot grant this role.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = roleSelect(canvasElement);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription(
      'What this user may see and do. You cannot grant this role.',
    );
  },
};

export const Inline: Story = {
  args: {
    inline: true,
    label: 'Rows per page',
    options: ['25', '50', '100'].map((v) => ({ value: v, label: v })),
    defaultValue: '50',
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [role, setRole] = useState('kol');
    return (
      <>
        <Select {...args} value={role} onValueChange={setRole} />
        <output>{role}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = roleSelect(canvasElement);
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'Super admin' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('super');
  },
};

export const InAForm: Story = {
  name: 'Submitted with its form',
  args: { name: 'role' },
  render: function Render(args) {
    const [sent, setSent] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(String(new FormData(event.currentTarget).get('role')));
        }}
      >
        <Select {...args} />
        <button type="submit">Save</button>
        <output>{sent}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('admin');
  },
};

export const LongContent: Story = {
  args: {
    label: 'The role this user will have in every chain the console manages',
    options: [
      ...roles,
      {
        value: 'long',
        label: 'A role with a very long name that will not fit into the control at this width',
      },
    ],
    defaultValue: 'long',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { description: 'What this user may see and do.' },
};

const arabicRoles = [
  { value: 'super', label: 'مشرف أعلى' },
  { value: 'admin', label: 'مشرف' },
  { value: 'kol', label: 'مؤثر' },
  { value: 'operator', label: 'مشغّل' },
];

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الدور', options: arabicRoles },
  play: async ({ canvasElement, args }) => {
    const select = roleSelect(canvasElement, 'الدور');
    await expect(getComputedStyle(select).direction).toBe('rtl');
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'مؤثر' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('kol');
  },
};
