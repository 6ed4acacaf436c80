import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChainBadge } from './ChainBadge.tsx';

const labels = { unknown: (id: number) => `Chain ${id}`, testnet: 'testnet' };
const arabicLabels = { unknown: (id: number) => `السلسلة ${id}`, testnet: 'شبكة اختبار' };
const allChains = [1, 42161, 56, 11155111, 421614, 97];

const meta = {
  title: 'UI/ChainBadge',
  component: ChainBadge,
  args: { chainId: 1, labels },
} satisfies Meta<typeof ChainBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ethereum')).toBeVisible();
  },
};

export const EveryChain: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {allChains.map((chainId) => (
        <ChainBadge key={chainId} {...args} chainId={chainId} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Ethereum', 'Arbitrum One', 'BNB Smart Chain', 'Sepolia', 'Arbitrum Sepolia']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    await expect(canvas.getAllByText('(testnet)')).toHaveLength(3);
  },
};

export const Testnet: Story = { args: { chainId: 421614 } };

export const Unknown: Story = {
  args: { chainId: 31337 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chain 31337')).toBeVisible();
    await expect(canvasElement.querySelector('[data-known]')).toBeNull();
  },
};

export const LongContentInNarrowSpace: Story = {
  args: { chainId: 97 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '8rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { render: EveryChain.render, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { labels: arabicLabels },
  render: (args) => (
    <p>
      الشبكة: <ChainBadge {...args} chainId={42161} /> و <ChainBadge {...args} chainId={999} />
    </p>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('السلسلة 999')).toBeVisible();
  },
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
