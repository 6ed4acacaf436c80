import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'pending', label: 'Pending', content: <p>12 withdrawals wait for a decision.</p> },
  { value: 'approved', label: 'Approved', content: <p>Approved withdrawals of the last 30 days.</p> },
  { value: 'rejected', label: 'Rejected', content: <p>Rejected withdrawals with their reasons.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Withdrawal status', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Withdrawal status' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 withdrawals wait for a decision.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('rejected');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Rejected withdrawals with their reasons.');
  },
};

export const ArrowKeys: Story = {
  name: 'Moved with arrow keys',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Focus wraps round to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
    // Tab leaves the list for the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('approved');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: { items: items.map((item) => ({ ...item, disabled: item.value === 'approved' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState('approved');
    return (
      <>
        <Tabs {...args} value={tab} onValueChange={setTab} />
        <output>{tab}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('pending');
  },
};

export const LongContent: Story = {
  args: {
    items: [
      ...items,
      { value: 'a', label: 'Waiting for the second signature', content: <p>Long tab A</p> },
      { value: 'b', label: 'Sent to the chain but not confirmed yet', content: <p>Long tab B</p> },
      { value: 'c', label: 'Failed on chain and refunded', content: <p>Long tab C</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '30rem' }}>{Story()}</div>],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'approved' },
};

const arabicItems = [
  { value: 'pending', label: 'قيد الانتظار', content: <p>12 طلب سحب بانتظار القرار.</p> },
  { value: 'approved', label: 'موافق عليها', content: <p>طلبات السحب الموافق عليها.</p> },
  { value: 'rejected', label: 'مرفوضة', content: <p>طلبات السحب المرفوضة.</p> },
];

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'حالة السحب', items: arabicItems },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'قيد الانتظار' })).toHaveFocus();
    // In right-to-left text the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'موافق عليها' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'قيد الانتظار' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pending');
  },
};
