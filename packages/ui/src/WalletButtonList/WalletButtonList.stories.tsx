import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletButtonList, type WalletChoice } from './WalletButtonList.tsx';

// Small inline icons, as wallets announce them over EIP-6963.
const icon = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/><circle cx="16" cy="16" r="7" fill="#fff"/></svg>`,
  )}`;

const wallets: WalletChoice[] = [
  { id: 'io.metamask', name: 'MetaMask', icon: icon('#e2761b'), ready: true },
  { id: 'com.coinbase.wallet', name: 'Coinbase Wallet', icon: icon('#0052ff'), ready: true },
  { id: 'walletConnect', name: 'WalletConnect', ready: true },
];

const labels = {
  empty: 'No wallet found in this browser. Install one, then reload the page.',
  connecting: 'Check your wallet…',
  notReady: 'Not installed',
};

const meta = {
  title: 'UI/WalletButtonList',
  component: WalletButtonList,
  args: { wallets, labels, onSelect: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof WalletButtonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Coinbase Wallet' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('com.coinbase.wallet');
  },
};

export const KeyboardSelect: Story = {
  name: 'Chosen with the keyboard',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Coinbase Wallet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('com.coinbase.wallet');
  },
};

export const Connecting: Story = {
  args: { connectingId: 'io.metamask' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const metamask = canvas.getByRole('button', { name: /MetaMask/ });
    await expect(metamask).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your wallet…');
    // Nothing else starts while one wallet is connecting.
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'WalletConnect' }), { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const NotReady: Story = {
  args: { wallets: [...wallets, { id: 'app.phantom', name: 'Phantom', ready: false }] },
  play: async ({ canvasElement }) => {
    const phantom = within(canvasElement).getByRole('button', { name: /Phantom/ });
    await expect(phantom).toBeDisabled();
    await expect(phantom).toHaveTextContent('Not installed');
  },
};

export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(labels.empty)).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'The signature was rejected in the wallet. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The signature was rejected');
  },
};

export const ConnectFlow: Story = {
  name: 'Connected',
  render: function Render(args) {
    const [connectingId, setConnectingId] = useState<string | null>(null);
    return (
      <WalletButtonList
        {...args}
        connectingId={connectingId}
        onSelect={(id) => {
          args.onSelect(id);
          setConnectingId(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'WalletConnect' }));
    await expect(args.onSelect).toHaveBeenCalledWith('walletConnect');
    await expect(canvas.getByRole('button', { name: /WalletConnect/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your wallet…');
  },
};

export const LongContent: Story = {
  args: {
    wallets: [
      ...wallets,
      { id: 'long', name: 'A wallet with a very long name that wraps onto a second line', ready: false },
    ],
    connectingId: 'long',
    error:
      'The wallet answered with an error nobody expected: the request was cancelled because another request was already pending.',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    wallets: [...wallets, { id: 'app.phantom', name: 'Phantom', ready: false }],
    connectingId: 'io.metamask',
    error: 'The signature was rejected in the wallet.',
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: { empty: 'لا توجد محفظة في هذا المتصفح.', connecting: 'تحقق من محفظتك…', notReady: 'غير مثبتة' },
    wallets: [...wallets, { id: 'app.phantom', name: 'Phantom', ready: false }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'MetaMask' }));
    await expect(args.onSelect).toHaveBeenCalledWith('io.metamask');
    await expect(canvas.getByRole('button', { name: /Phantom/ })).toHaveTextContent('غير مثبتة');
  },
};

export const RtlEmpty: Story = {
  globals: { locale: 'ar' },
  args: { wallets: [], labels: { empty: 'لا توجد محفظة في هذا المتصفح.' } },
};
