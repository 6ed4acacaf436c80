import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateTime } from './DateTime.tsx';

// The story tests run with the browser in UTC, so local time equals the ISO time here.
const meta = {
  title: 'UI/DateTime',
  component: DateTime,
  args: { value: '2026-11-23T09:05:07.000Z' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-23T09:05:07.000Z');
    await expect(time).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(time).toHaveAttribute('dir', 'ltr');
  },
};

export const WithOffset: Story = {
  args: { value: '2026-11-23T12:05:07+03:00' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T09:05:07.000Z');
  },
};

export const Invalid: Story = {
  args: { value: 'yesterday-ish', fallback: '—' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: null, fallback: '—' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const InNarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '6rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <p>
      آخر تحديث: <DateTime {...args} />
    </p>
  ),
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
