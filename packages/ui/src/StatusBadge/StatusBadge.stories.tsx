import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge, StatusBadge, WithdrawalStatusBadge } from './StatusBadge.tsx';

const orderLabels = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };
const withdrawalLabels = { pending: 'Awaiting review', approved: 'Approved', rejected: 'Rejected' };
const arabicOrderLabels = { pending: 'قيد الانتظار', paid: 'مدفوع', failed: 'فشل', refunded: 'مسترد' };
const arabicWithdrawalLabels = { pending: 'بانتظار المراجعة', approved: 'مقبول', rejected: 'مرفوض' };

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Paid' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' } as const;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

export const EveryTone: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge tone="neutral">Neutral</StatusBadge>
      <StatusBadge tone="info">Info</StatusBadge>
      <StatusBadge tone="success">Success</StatusBadge>
      <StatusBadge tone="warning">Warning</StatusBadge>
      <StatusBadge tone="danger">Danger</StatusBadge>
    </div>
  ),
};

function AllStatuses({
  orders,
  withdrawals,
}: {
  orders: typeof orderLabels;
  withdrawals: typeof withdrawalLabels;
}) {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={row} data-testid="orders">
        {(['pending', 'paid', 'failed', 'refunded'] as const).map((status) => (
          <OrderStatusBadge key={status} status={status} labels={orders} />
        ))}
        <OrderStatusBadge status="chargeback" labels={orders} />
      </div>
      <div style={row} data-testid="withdrawals">
        {(['pending', 'approved', 'rejected'] as const).map((status) => (
          <WithdrawalStatusBadge key={status} status={status} labels={withdrawals} />
        ))}
      </div>
    </div>
  );
}

export const OrderAndWithdrawalStatuses: Story = {
  render: () => <AllStatuses orders={orderLabels} withdrawals={withdrawalLabels} />,
  play: async ({ canvasElement }) => {
    const tones = (id: string) =>
      [...canvasElement.querySelectorAll(`[data-testid="${id}"] [data-tone]`)].map((badge) => [
        badge.textContent,
        badge.getAttribute('data-tone'),
      ]);
    await expect(tones('orders')).toEqual([
      ['Pending', 'warning'],
      ['Paid', 'success'],
      ['Failed', 'danger'],
      ['Refunded', 'info'],
      ['chargeback', 'neutral'],
    ]);
    await expect(tones('withdrawals')).toEqual([
      ['Awaiting review', 'warning'],
      ['Approved', 'success'],
      ['Rejected', 'danger'],
    ]);
  },
};

export const LongContent: Story = {
  args: { tone: 'warning', children: 'Awaiting a second approval from the finance team before payout' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  render: OrderAndWithdrawalStatuses.render,
  globals: { theme: 'dark' },
};

export const DarkEveryTone: Story = { render: EveryTone.render, globals: { theme: 'dark' } };

export const Rtl: Story = {
  render: () => <AllStatuses orders={arabicOrderLabels} withdrawals={arabicWithdrawalLabels} />,
  globals: { locale: 'ar' },
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
