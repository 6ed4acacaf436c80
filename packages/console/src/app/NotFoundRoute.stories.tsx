import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../dev/ConsoleStory.tsx';
import { patient, settled } from '../dev/screenQueries.ts';
import { viewportMatrix } from '../dev/viewportMatrix.ts';
import { ar } from '../lib/locales/ar.ts';

const meta = {
  title: 'Console/Not found',
  component: ConsoleScreen,
  args: { path: '/no-such-page' },
  loaders: [consoleLoader],
  parameters: { console: { role: 'super' } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address the console has no page for; the way back leads to the role's start page. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Page not found', level: 1 }, patient);
    await expect(canvas.getByText('There is no page at this address.')).toBeVisible();
    // Inside the shell: the menu is still there to go elsewhere.
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the start page' }));
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    await settled(within(canvasElement));
  },
};

/** Signed out, the unknown page is the same page, and the way back leads to sign-in. */
export const SignedOut: Story = {
  parameters: { console: { role: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Page not found', level: 1 }, patient);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the start page' }));
    await canvas.findByRole('heading', { name: 'Sign in', level: 1 }, patient);
    await settled(within(canvasElement));
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: ar.errors.pageNotFound, level: 1 }, patient);
    await expect(canvas.getByRole('link', { name: ar.errors.backHome })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
    await settled(within(canvasElement), ar.common.loading);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Page not found', level: 1 }, patient);
    await settled(within(canvasElement));
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
