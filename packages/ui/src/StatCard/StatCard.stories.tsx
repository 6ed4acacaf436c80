import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Amount } from '../Amount/Amount.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Paid orders', value: '1,284', hint: 'Last 30 days', loadingLabel: 'Loading' },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxInlineSize: '18rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Paid orders' });
    await expect(within(card).getByText('1,284')).toBeVisible();
    await expect(within(card).getByText('Last 30 days')).toBeVisible();
    await expect(card).not.toHaveAttribute('aria-busy');
  },
};

export const WithoutHint: Story = { args: { hint: undefined } };

/** A card that filters the list below it: a toggle button named by its label and figure. */
export const Toggle: Story = {
  args: { onClick: fn(), pressed: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: 'Paid orders 1,284 Last 30 days' });
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const WithAmount: Story = {
  args: {
    label: 'Pending withdrawals',
    value: <Amount value="48250.123456" symbol="USDT" />,
    hint: '12 requests',
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Paid orders' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).queryByText('1,284')).toBeNull();
    await expect(within(card).getByText('Loading')).toBeInTheDocument();
  },
};

export const Grid: Story = {
  parameters: { wide: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 14rem)', gap: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <StatCard {...args} />
      <StatCard {...args} label="Users" value="318" hint="+12 this week" />
      <StatCard {...args} label="Revenue" loading />
    </>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'Points granted to key opinion leaders across every campaign this quarter',
    value: '123,456,789,012,345',
    hint: 'Includes adjustments made by administrators after the campaign closed',
  },
};

export const Dark: Story = { ...Grid, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { label: 'الطلبات المدفوعة', hint: 'آخر 30 يومًا', loadingLabel: 'جارٍ التحميل' },
  globals: { locale: 'ar' },
};

export const RtlLoading: Story = { ...Rtl, args: { ...Rtl.args, loading: true } };

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
