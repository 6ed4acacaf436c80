import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../../../dev/ConsoleStory.tsx';
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
