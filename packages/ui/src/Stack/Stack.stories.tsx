import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <Text weight="medium">1 of 2 approvals</Text>
        <Text tone="muted">0x9965…A4dc · 2026-11-25 12:00:00</Text>
        <Text tone="muted">Waiting for a second super</Text>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('1 of 2 approvals'), canvas.getByText(/0x9965/)];
    // gap 3 (0.75rem) between the lines: stacked, not side by side.
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom + 11,
    );
  },
};

export const Row: Story = {
  args: {
    direction: 'row',
    gap: 2,
    align: 'center',
    children: (
      <>
        <Text tone="muted">You approved</Text>
        <Button size="sm" variant="secondary">
          Reject
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText('You approved').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Reject' }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(text.right);
  },
};

export const List: Story = {
  args: {
    as: 'ul',
    gap: 1,
    children: ['status: pending → approved', 'approvals: 1 → 2'].map((line) => <li key={line}>{line}</li>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // A list laid out by Stack has no bullets and no indent.
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
  },
};

export const Wrapping: Story = {
  args: { ...Row.args, wrap: true },
  render: (args) => (
    <div style={{ inlineSize: '6rem' }}>
      <Stack {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('You approved').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Reject' }).getBoundingClientRect();
    // Out of room, the button moves below the text instead of overflowing.
    await expect(button.top).toBeGreaterThan(text.bottom);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    direction: 'row',
    children: (
      <>
        <Text weight="medium">موافقة 1 من 2</Text>
        <Text tone="muted">بانتظار مدير أعلى ثانٍ</Text>
      </>
    ),
  },
  globals: { locale: 'ar' },
};
