import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: {
    title: 'Orders could not be loaded',
    message: 'The server did not answer in time.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Orders could not be loadedThe server did not answer in time.Try again',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const TitleOnly: Story = { args: { message: undefined, onRetry: undefined } };

export const AsHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Orders could not be loaded' }),
    ).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    message:
      'request 7f3a9c2e-1b4d-4e8f-9a6b-0c5d2e1f3a4b failed: upstream_connect_error_or_disconnect_reset_before_headers_reset_reason_connection_termination while reading the withdrawal queue',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    title: 'تعذر تحميل الطلبات',
    message: 'لم يستجب الخادم في الوقت المحدد.',
    retryLabel: 'أعد المحاولة',
  },
  globals: { locale: 'ar' },
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
