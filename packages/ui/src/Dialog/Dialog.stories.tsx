import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

// While open, Radix hides the page behind the dialog (aria-hidden) and traps focus inside, so the
// trigger underneath cannot be reached; axe flags it as focusable anyway.
const openDialogParameters = {
  screenshot: { target: 'page' },
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Create user',
    description: 'The user signs in with this wallet.',
    labels: { close: 'Close' },
    onOpenChange: fn(),
    trigger: <Button>Create user</Button>,
    children: <TextField label="Remark" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="quiet">Cancel</Button>
        </DialogClose>
        <Button>Create</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = {
  parameters: openDialogParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await expect(dialog).toHaveAccessibleDescription('The user signs in with this wallet.');
    // Focus moves into the dialog, to its first focusable element.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  name: 'Closed with Escape',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create user' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const FocusIsTrapped: Story = {
  name: 'Focus kept inside',
  parameters: openDialogParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog');
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('textbox', { name: 'Remark' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.tab();
    // Wraps round instead of leaving for the page behind.
    await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inside.getByRole('button', { name: 'Create' })).toHaveFocus();
  },
};

export const CancelAndCloseButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create user' });
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
  },
};

const save = fn();

export const Controlled: Story = {
  args: { trigger: undefined, footer: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit remark
        </Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          footer={
            <Button
              onClick={() => {
                save();
                setOpen(false);
              }}
            >
              Save
            </Button>
          }
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    save.mockClear();
    const opener = within(canvasElement).getByRole('button', { name: 'Edit remark' });
    await userEvent.click(opener);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Without a Radix trigger, focus still goes back to the element that opened it.
    await expect(opener).toHaveFocus();
  },
};

export const NotDismissibleWhileBusy: Story = {
  name: 'Busy',
  parameters: openDialogParameters,
  args: {
    defaultOpen: true,
    dismissible: false,
    footer: <Button loading>Creating</Button>,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithoutDescription: Story = {
  parameters: openDialogParameters,
  args: { defaultOpen: true, description: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const LongContent: Story = {
  parameters: openDialogParameters,
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'A very long dialog title that needs to wrap over more than one line in a small dialog',
    description:
      'A long description that explains every consequence of what is about to happen, wrapping over several lines. '.repeat(
        3,
      ),
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={String(i)}>Line {i + 1} of a long body that scrolls inside the dialog.</p>
        ))}
      </div>
    ),
  },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  parameters: openDialogParameters,
  globals: { locale: 'ar' },
  args: {
    title: 'إنشاء مستخدم',
    description: 'يسجّل المستخدم الدخول بهذه المحفظة.',
    labels: { close: 'إغلاق' },
    trigger: <Button>إنشاء مستخدم</Button>,
    children: <TextField label="ملاحظة" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="quiet">إلغاء</Button>
        </DialogClose>
        <Button>إنشاء</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'إنشاء مستخدم' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'إنشاء مستخدم' });
    await expect(dialog.closest('[dir]') ?? document.documentElement).toHaveAttribute('dir', 'rtl');
    const create = within(dialog).getByRole('button', { name: 'إنشاء' });
    const cancel = within(dialog).getByRole('button', { name: 'إلغاء' });
    // The main action sits at the inline end: on the left in right-to-left.
    await expect(create.getBoundingClientRect().left).toBeLessThan(cancel.getBoundingClientRect().left);
  },
};
