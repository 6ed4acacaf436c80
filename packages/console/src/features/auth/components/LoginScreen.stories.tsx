import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, signedInRole } from '../../../dev/ConsoleStory.tsx';
import { DEMO_WALLET_NAME, installDemoWallet } from '../../../dev/demoWallet.ts';
import { patient, settled } from '../../../dev/screenQueries.ts';
import { viewportMatrix } from '../../../dev/viewportMatrix.ts';
import { ar } from '../../../lib/locales/ar.ts';

const meta = {
  title: 'Console/Login',
  component: ConsoleScreen,
  args: { path: '/login' },
  loaders: [consoleLoader],
  parameters: { console: { role: null } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, with no browser wallet installed: the page says what to do. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign in', level: 1 }, patient);
    await expect(canvas.getByText('Sign in with the wallet of your staff account.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Wallets' })).toBeVisible();
    await expect(
      await canvas.findByText(
        'No wallet found. Install a browser wallet, then reload this page.',
        {},
        patient,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    // A first-time user learns what a wallet is and where to get one.
    await expect(canvas.getByText(/A wallet is a browser extension/)).toBeVisible();
    for (const [name, host] of [
      ['MetaMask', 'metamask.io'],
      ['Rabby', 'rabby.io'],
      ['Coinbase Wallet', 'coinbase.com'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining(host));
    }
    // This build has no WalletConnect project id: no promise of it.
    await expect(canvas.queryByText(/WalletConnect/)).toBeNull();
    // In a local run, the demo accounts come from the public test phrase.
    await userEvent.click(canvas.getByText('Trying the console on your own machine?'));
    await expect(
      canvas.getByText('test test test test test test test test test test test junk'),
    ).toBeVisible();
    // Neither the language nor the theme switch is a bare native control.
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    await settled(within(canvasElement));
  },
};

/** A signed-out deep link lands on sign-in (and returns there after it). */
export const DeepLink: Story = {
  args: { path: '/withdraw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign in', level: 1 }, patient);
    await expect(canvas.queryByRole('heading', { name: 'Withdrawals' })).toBeNull();
    await settled(within(canvasElement));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.login.title, level: 1 }, patient);
    await expect(await canvas.findByText(ar.login.noWallet, {}, patient)).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sign in', level: 1 }, patient);
    await canvas.findByText('No wallet found. Install a browser wallet, then reload this page.', {}, patient);
    await settled(within(canvasElement));
  },
};

/** A browser wallet announces itself (EIP-6963): it is offered by name and icon. */
export const WithWallet: Story = {
  beforeEach: () => installDemoWallet('super'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await canvas.findByRole('button', { name: DEMO_WALLET_NAME }, patient);
    await expect(wallet).toBeEnabled();
    await expect(canvas.queryByText('No wallet found', { exact: false })).toBeNull();
    await settled(within(canvasElement));
  },
};

/** The main flow: connect, sign the server's message in the wallet, land back on the page asked for. */
export const SignsIn: Story = {
  name: 'Signed in',
  args: { path: '/login?redirect=%2Forder' },
  beforeEach: () => installDemoWallet('admin'),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('choose the wallet', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: DEMO_WALLET_NAME }, patient));
    });
    await step("back at the page asked for, signed in as the wallet's account", async () => {
      await canvas.findByRole('heading', { name: 'Orders', level: 1 }, patient);
      await expect(signedInRole()).toBe('admin');
    });
    await settled(within(canvasElement));
  },
};

/** Refusing to sign in the wallet: a clear message, nothing signed in, and the wallet can be chosen again. */
export const SignatureRejected: Story = {
  beforeEach: () => installDemoWallet('super', { rejectSignature: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await canvas.findByRole('button', { name: DEMO_WALLET_NAME }, patient);
    await userEvent.click(wallet);
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'Request rejected in wallet.',
    );
    await expect(wallet).toBeEnabled();
    await expect(signedInRole()).toBeNull();
    // The picture is of the message. The click is user-event's, which focuses the button by script,
    // and whether that draws a focus ring depends on whether an earlier story in this page last
    // pressed a key (the browser's focus-visible rule): one run in CI drew it, the baseline does not.
    wallet.blur();
    await settled(within(canvasElement));
  },
};

/** What a wallet app's browser is asked to open: this very page (here, the story's frame), query kept. */
const openedPage = () => `${window.location.origin}${window.location.pathname}${window.location.search}`;

/** A phone has no wallet extension: the page opens itself inside a wallet app's own browser. */
export const PhoneWithoutWallet: Story = {
  name: 'Phone without a wallet',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hint = await canvas.findByText(
      "This phone's browser has no wallet, so open the console inside your wallet app's own browser and sign in there:",
      {},
      patient,
    );
    await expect(hint).toBeVisible();
    // The desktop's advice (install an extension, reload) is a dead end on a phone.
    await expect(canvas.queryByText(/Install a browser wallet/)).toBeNull();
    const apps = canvas.getByRole('list', { name: hint.textContent ?? '' });
    const encoded = encodeURIComponent(openedPage());
    for (const [name, href] of [
      ['MetaMask', `https://metamask.app.link/dapp/${openedPage().replace(/^https?:\/\//, '')}`],
      ['Coinbase Wallet', `https://go.cb-w.com/dapp?cb_url=${encoded}`],
      ['Trust Wallet', `https://link.trustwallet.com/open_url?coin_id=60&url=${encoded}`],
      ['Rabby', `https://go.rabby.io/mobile?_cmd=open-dapp&dapp=${encoded}`],
      ['OKX Wallet', `okx://wallet/dapp/url?dappUrl=${encoded}`],
    ] as const) {
      await expect(within(apps).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The demo accounts' help stays.
    await userEvent.click(canvas.getByText('Trying the console on your own machine?'));
    await expect(
      canvas.getByText('test test test test test test test test test test test junk'),
    ).toBeVisible();
    await settled(within(canvasElement));
  },
};

export const PhoneWithoutWalletRtl: Story = {
  name: 'Phone without a wallet, Arabic',
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ar.login.openInWalletApp, {}, patient)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'MetaMask' })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

/** The screen at phone, laptop and desktop sizes, left to right and in Arabic. */
const matrix = viewportMatrix();
export const Phone: Story = matrix.Phone;
export const PhoneRtl: Story = matrix.PhoneRtl;
export const Laptop: Story = matrix.Laptop;
export const LaptopRtl: Story = matrix.LaptopRtl;
export const Desktop: Story = matrix.Desktop;
export const Widths: Story = matrix.Widths;
export const WidthsRtl: Story = matrix.WidthsRtl;
