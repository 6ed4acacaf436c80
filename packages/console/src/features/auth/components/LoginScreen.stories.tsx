import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader, signedInRole } from '../../../dev/ConsoleStory.tsx';
import { DEMO_WALLET_NAME, installDemoWallet } from '../../../dev/demoWallet.ts';
import { patient, settled } from '../../../dev/screenQueries.ts';
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
    await settled(within(canvasElement));
  },
};
