import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { inlineSize: '16rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(shape).not.toBeNull();
    await expect(shape?.getBoundingClientRect().width).toBe(256);
  },
};

export const Lines: Story = {
  args: { lines: 3, inlineSize: '20rem' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  },
};

export const Round: Story = { args: { round: true, inlineSize: '2.5rem', blockSize: '2.5rem' } };

export const Dark: Story = { args: { lines: 3 }, globals: { theme: 'dark' } };

export const Rtl: Story = { args: { lines: 3 }, globals: { locale: 'ar' } };

/** Text-shaped: wraps where the text it stands for will, and is as tall; hidden from screen readers. */
export const TextShaped: Story = {
  render: () => (
    <p style={{ inlineSize: '14rem', margin: 0 }}>
      <SkeletonText>Twelve withdrawals wait, three of them for you.</SkeletonText>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const ghost = canvasElement.querySelector('p > [aria-hidden="true"]');
    await expect(ghost).not.toBeNull();
    // Two lines at this width, each its own box, as the real text would wrap.
    await expect(ghost?.getClientRects().length).toBe(2);
    await expect(getComputedStyle(ghost as Element).color).toBe('rgba(0, 0, 0, 0)');
  },
};
