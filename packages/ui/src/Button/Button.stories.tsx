import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Approve', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Reject
      </Button>
      <Button {...args} variant="quiet">
        Cancel
      </Button>
    </div>
  ),
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Export CSV' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Reject withdrawal' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeCloseTo(
      button.parentElement!.getBoundingClientRect().width,
      0,
    );
  },
};

export const LongContent: Story = {
  args: {
    children: 'Approve the withdrawal of 12,345,678.90 USDT to the address on the BNB Smart Chain',
  },
  decorators: [(Story) => <div style={{ inlineSize: '18rem' }}>{Story()}</div>],
};

export const KeyboardActivation: Story = {
  name: 'Pressed with the keyboard',
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        موافقة
      </Button>
      <Button {...args} variant="secondary">
        تصدير
      </Button>
      <Button {...args} variant="danger">
        رفض
      </Button>
      <Button {...args} variant="quiet">
        إلغاء
      </Button>
      <Button {...args} loading>
        جارٍ الحفظ
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: 'Export CSV',
    icon: (
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M8 2v8m0 0 3-3m-3 3L5 7M3 12v2h10v-2" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Export CSV');
  },
};
