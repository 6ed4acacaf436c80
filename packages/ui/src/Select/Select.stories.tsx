import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const roles = [
  { value: 'super', label: 'Super admin' },
  { value: 'admin', label: 'Admin' },
  { value: 'kol', label: 'KOL' },
  { value: 'operator', label: 'Operator' },
];

// While the list is open Radix hides the page behind it (aria-hidden) and traps focus in the list,
// so the trigger underneath cannot be reached; axe flags it as focusable anyway.
const openListParameters = {
  screenshot: { target: 'page' },
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Role', options: roles, defaultValue: 'admin', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem', minBlockSize: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const KeyboardSelection: Story = {
  name: 'Chosen with the keyboard',
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Admin' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'KOL' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('operator');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Operator');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeKeepsValue: Story = {
  name: 'Closed with Escape',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const PointerSelection: Story = {
  name: 'Chosen with the pointer',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'KOL' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('kol');
  },
};

export const Open: Story = {
  parameters: openListParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Role' }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: 'Admin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Placeholder: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose a role' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveTextContent(
      'Choose a role',
    );
  },
};

export const DisabledOption: Story = {
  parameters: openListParameters,
  args: { options: roles.map((r) => ({ ...r, disabled: r.value === 'super' })) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Role' }));
    const superAdmin = await screen.findByRole('option', { name: 'Super admin' });
    await expect(superAdmin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(superAdmin, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    description: 'What this user may see and do.',
    error: 'You cannot grant this role.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(
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
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Super admin' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('super');
  },
};

export const LongContent: Story = {
  args: {
    label: 'The role this user will have in every chain the console manages',
    options: [
      ...roles,
      {
        value: 'long',
        label: 'A role with a very long name that will not fit into the trigger at this width',
      },
    ],
    defaultValue: 'long',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

export const Dark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

const arabicRoles = [
  { value: 'super', label: 'مشرف أعلى' },
  { value: 'admin', label: 'مشرف' },
  { value: 'kol', label: 'مؤثر' },
  { value: 'operator', label: 'مشغّل' },
];

export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: { target: 'page' } },
  args: { label: 'الدور', options: arabicRoles },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'الدور' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'مشرف' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'مؤثر' })).toHaveFocus();
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('kol');
  },
};
