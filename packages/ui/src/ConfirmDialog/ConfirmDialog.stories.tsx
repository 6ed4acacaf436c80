import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const withdrawalDetails = [
  { label: 'Amount', value: <bdi dir="ltr">1,250.00 USDT</bdi> },
  {
    label: 'Address',
    value: (
      <bdi dir="ltr" style={{ fontFamily: 'monospace' }}>
        {address}
      </bdi>
    ),
  },
  { label: 'Chain', value: 'BNB Smart Chain' },
];

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { screenshot: { target: 'page' } },
  args: {
    open: true,
    title: 'Approve withdrawal?',
    body: 'The funds are sent as soon as you approve. This cannot be undone.',
    details: withdrawalDetails,
    confirmLabel: 'Approve',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve withdrawal?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The funds are sent as soon as you approve. This cannot be undone.',
    );
    await expect(within(dialog).getByText(address)).toBeVisible();
    // Cancel has focus first, so a stray Enter does not move money.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const ConfirmCallsOnConfirm: Story = {
  name: 'Confirmed',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelCallsOnCancel: Story = {
  name: 'Cancelled',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  name: 'Cancelled with Escape',
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Revoke admin role?',
    body: 'This user can no longer sign in to the console.',
    details: [{ label: 'Address', value: <bdi dir="ltr">{address}</bdi> }],
    confirmLabel: 'Revoke',
  },
};

export const Busy: Story = {
  args: { busy: true, confirmLabel: 'Approving' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Approving' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

const rejectArgs = {
  tone: 'danger',
  title: 'Reject withdrawal?',
  body: 'The amount goes back to the user’s balance.',
  confirmLabel: 'Reject',
  reason: {
    label: 'Reason',
    requiredMessage: 'Enter a reason.',
    description: 'The user sees this reason.',
    maxLength: 500,
  },
} as const;

export const ReasonRequiredBlocksConfirm: Story = {
  name: 'Reason required',
  args: rejectArgs,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject withdrawal?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toBeRequired();
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await userEvent.click(reject);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('The user sees this reason. Enter a reason.');
    await expect(reason).toHaveFocus();
    // Blank is still empty.
    await userEvent.type(reason, '   ');
    await userEvent.click(reject);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Duplicate request  ');
    await expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(reject);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('Duplicate request');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ReasonEmptyError: Story = {
  name: 'Reason missing',
  args: rejectArgs,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(within(dialog).getByText('Enter a reason.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'Another admin already rejected this withdrawal (0x71C7…976F).' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Another admin already rejected');
  },
};

export const WithoutDetails: Story = {
  args: { details: undefined, title: 'Set points?', body: 'Points change from 1,200 to 1,500.' },
};

export const FocusReturnsToOpener: Story = {
  name: 'Closed, focus back on the opener',
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Approve…</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onConfirm={(reason) => {
            args.onConfirm(reason);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Approve…' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    ...rejectArgs,
    title: 'Reject this withdrawal that the user requested a long time ago on a chain that is slow?',
    body: 'A long explanation of what happens to the funds, the user’s balance and the audit log when you reject. '.repeat(
      2,
    ),
    details: [
      ...withdrawalDetails,
      { label: 'A label that is long enough to wrap', value: 'A value that is also rather long and wraps' },
      { label: 'Transaction', value: <bdi dir="ltr">{`0x${'ab'.repeat(32)}`}</bdi> },
    ],
    error:
      'The server did not answer in time. Check your connection and try again; nothing has been changed.',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ...rejectArgs, details: withdrawalDetails, error: 'Another admin already decided.' },
};

export const DarkDefault: Story = {
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    tone: 'danger',
    title: 'رفض السحب؟',
    body: 'يعود المبلغ إلى رصيد المستخدم.',
    details: [
      { label: 'المبلغ', value: <bdi dir="ltr">1,250.00 USDT</bdi> },
      { label: 'العنوان', value: <bdi dir="ltr">{address}</bdi> },
      { label: 'الشبكة', value: 'BNB Smart Chain' },
    ],
    confirmLabel: 'رفض',
    cancelLabel: 'إلغاء',
    reason: { label: 'السبب', requiredMessage: 'أدخل السبب.' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'رفض السحب؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفض' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: 'السبب' })).toHaveAccessibleDescription(
      'أدخل السبب.',
    );
  },
};

export const RtlDark: Story = {
  ...Rtl,
  globals: { locale: 'ar', theme: 'dark' },
};
