import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BarLineChart } from './BarLineChart.tsx';

const days = Array.from({ length: 30 }, (_, i) => `Oct ${i + 1}`);
const orders = days.map((_, i) => 6 + ((i * 7) % 5));
const users = days.map((_, i) => (i % 6 === 0 ? 4 : 1));

const meta = {
  title: 'UI/BarLineChart',
  component: BarLineChart,
  args: {
    labels: days,
    bars: { name: 'Paid orders', values: orders },
    line: { name: 'New users', values: users },
    summary: 'Paid orders as bars and new users as a line, last 30 days',
  },
} satisfies Meta<typeof BarLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named for assistive technology, with a legend; the SVG is drawn to the container's width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: /Paid orders as bars/ });
    await expect(canvas.getByText('Paid orders')).toBeVisible();
    await expect(canvas.getByText('New users')).toBeVisible();
    await waitFor(() => expect(chart.querySelector('svg')?.clientWidth).toBeGreaterThan(100));
  },
};

/** Right to left: the first bucket on the right, the value axis on the right. */
export const Rtl: Story = { args: { rtl: true }, globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Nothing to draw: a flat row of empty buckets, never an error. */
export const Empty: Story = {
  args: { bars: { name: 'Paid orders', values: days.map(() => 0) }, line: undefined },
};
