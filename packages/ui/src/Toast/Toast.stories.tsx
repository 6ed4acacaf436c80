import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster, type ToastItem } from './Toast.tsx';

const labels = { close: 'Close', region: 'Notifications ({hotkey})' };

const tones: ToastItem[] = [
  { id: 1, tone: 'success', title: 'Withdrawal approved', duration: Infinity },
  {
    id: 2,
    tone: 'info',
    title: 'New orders are loading',
    body: 'The list refreshes by itself.',
    duration: Infinity,
  },
  {
    id: 3,
    tone: 'warning',
    title: 'Session ends in 5 minutes',
    body: 'Sign the message again to stay signed in.',
    duration: Infinity,
  },
  {
    id: 4,
    tone: 'error',
    title: 'Could not save the points',
    body: 'The server did not answer.',
    duration: Infinity,
  },
];

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  parameters: { screenshot: { target: 'page' } },
  args: { toasts: tones, labels, onDismiss: fn() },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the list the way the console's store does: add on click, remove on dismiss. */
function ToastDemo({
  args,
  next,
}: {
  args: { onDismiss: (id: ToastItem['id']) => void; labels: typeof labels; duration?: number };
  next: Omit<ToastItem, 'id'>;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  return (
    <>
      <Button onClick={() => setItems((list) => [...list, { ...next, id: list.length + 1 }])}>
        Show toast
      </Button>
      <Toaster
        {...args}
        toasts={items}
        onDismiss={(id) => {
          args.onDismiss(id);
          setItems((list) => list.filter((t) => t.id !== id));
        }}
      />
    </>
  );
}

export const Tones: Story = {
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
  },
};

export const AppearsAndIsDismissed: Story = {
  name: 'Dismissed',
  parameters: { screenshot: false },
  render: (args) => <ToastDemo args={args} next={{ tone: 'success', title: 'Withdrawal approved' }} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    // Announced politely through a status region.
    const status = await screen.findByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Withdrawal approved'));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const toast = within(region).getByRole('listitem');
    await expect(toast).toHaveTextContent('Withdrawal approved');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const ErrorIsAssertive: Story = {
  name: 'Error',
  parameters: { screenshot: false },
  render: (args) => (
    <ToastDemo args={args} next={{ tone: 'error', title: 'Could not save', duration: Infinity }} />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'assertive');
    await waitFor(() => expect(status).toHaveTextContent('Could not save'));
  },
};

export const DismissesAfterDuration: Story = {
  name: 'Timed out',
  parameters: { screenshot: false },
  render: (args) => <ToastDemo args={args} next={{ tone: 'info', title: 'Copied', duration: 300 }} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Copied', { selector: 'li *' });
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Copied', { selector: 'li *' })).toBeNull());
  },
};

export const EscapeDismisses: Story = {
  name: 'Dismissed with Escape',
  parameters: { screenshot: false },
  render: (args) => (
    <ToastDemo args={args} next={{ tone: 'warning', title: 'Session ends soon', duration: Infinity }} />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    const toast = await within(region).findByRole('listitem');
    // F8 jumps to the notifications; Tab reaches the toast.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    toasts: [
      {
        id: 'save',
        tone: 'error',
        title: 'Could not save the points',
        action: { label: 'Retry', altText: 'Save the points again from the form', onClick: retry },
        duration: Infinity,
      },
    ],
  },
  play: async ({ args }) => {
    retry.mockClear();
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith('save');
  },
};

export const LongContent: Story = {
  args: {
    toasts: [
      {
        id: 1,
        tone: 'error',
        title: 'The withdrawal could not be approved because another admin decided it first',
        body: `Decided by 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed at 09:12 UTC. Reload the list to see the current state of every withdrawal.`,
        action: { label: 'Reload the list', altText: 'Reload the withdrawals list', onClick: fn() },
        duration: Infinity,
      },
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: { close: 'إغلاق', region: 'الإشعارات ({hotkey})' },
    toasts: [
      { id: 1, tone: 'success', title: 'تمت الموافقة على السحب', duration: Infinity },
      { id: 2, tone: 'error', title: 'تعذّر حفظ النقاط', body: 'لم يستجب الخادم.', duration: Infinity },
    ],
  },
  play: async ({ args }) => {
    const region = await screen.findByRole('region', { name: 'الإشعارات (F8)' });
    const toasts = await within(region).findAllByRole('listitem');
    await userEvent.click(within(toasts[0]!).getByRole('button', { name: 'إغلاق' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};
