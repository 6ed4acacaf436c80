import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No orders yet',
    description: 'Orders appear here as soon as a buyer pays for a node.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const AsHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No orders yet' }),
    ).toBeVisible();
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    title: 'No orders match these filters',
    description: 'Try a wider date range or another status.',
    action: (
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

export const CustomIcon: Story = {
  args: {
    icon: (
      <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <circle cx="20" cy="20" r="12" />
        <path d="M29 29l11 11" />
      </svg>
    ),
    title: 'Nothing found',
  },
};

export const LongContent: Story = {
  args: {
    title: 'No withdrawals are waiting for a decision from an administrator in the selected period',
    description:
      'Withdrawal requests from key opinion leaders show up here when they are submitted. Approved and rejected requests stay in the history tab, where they can be filtered by status, amount and date.',
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    title: 'لا توجد طلبات بعد',
    description: 'تظهر الطلبات هنا بمجرد أن يدفع المشتري ثمن العقدة.',
    action: <Button variant="secondary">مسح عوامل التصفية</Button>,
  },
  globals: { locale: 'ar' },
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
