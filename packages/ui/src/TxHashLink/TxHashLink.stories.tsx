import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TxHashLink } from './TxHashLink.tsx';

const hash = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const labels = { explorer: 'View on explorer', invalid: 'invalid transaction hash' };
const arabicLabels = { explorer: 'عرض في المستكشف', invalid: 'رمز معاملة غير صالح' };

const meta = {
  title: 'UI/TxHashLink',
  component: TxHashLink,
  args: { hash, chainId: 1, labels },
} satisfies Meta<typeof TxHashLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '0x5c…2060 (View on explorer)' });
    await expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${hash}`);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const EveryChain: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.5rem', margin: 0, paddingInlineStart: '1rem' }}>
      {[1, 42161, 56, 11155111, 421614, 97].map((chainId) => (
        <li key={chainId}>
          <TxHashLink {...args} chainId={chainId} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const hrefs = within(canvasElement)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '').host);
    await expect(hrefs).toEqual([
      'etherscan.io',
      'arbiscan.io',
      'bscscan.com',
      'sepolia.etherscan.io',
      'sepolia.arbiscan.io',
      'testnet.bscscan.com',
    ]);
  },
};

export const Full: Story = { args: { full: true } };

export const UnknownChain: Story = {
  args: { chainId: 31337 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('0x5c…2060')).toHaveAttribute('title', hash);
  },
};

export const WithoutChain: Story = { args: { chainId: undefined } };

export const Invalid: Story = {
  args: { hash: '0x5c504ed432cb-truncated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('0x5c504ed432cb-truncated')).toBeVisible();
    await expect(canvas.getByText('(invalid transaction hash)')).toBeInTheDocument();
  },
};

export const AddressIsNotAHash: Story = {
  args: { hash: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LongContentInNarrowSpace: Story = {
  args: { full: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkInvalid: Story = { args: { hash: 'not-a-hash' }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { labels: arabicLabels },
  globals: { locale: 'ar' },
  decorators: [
    (Story) => (
      <p>
        المعاملة <Story /> مؤكدة.
      </p>
    ),
  ],
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
