import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from './Amount.tsx';

const meta = {
  title: 'UI/Amount',
  component: Amount,
  args: { value: '1234.56789', symbol: 'USDT' },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText('1,234.5679');
    await expect(amount).toHaveAttribute('dir', 'ltr');
    await expect(amount).toHaveAttribute('title', '1,234.56789 USDT');
    await expect(amount).toHaveTextContent('1,234.5679 USDT');
  },
};

export const WithoutSymbol: Story = { args: { symbol: undefined, value: '1000000' } };

export const ExactValueHasNoTooltip: Story = {
  name: 'Exact value',
  args: { value: '42.5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42.5')).not.toHaveAttribute('title');
  },
};

export const Decimals: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.25rem', margin: 0 }}>
      {[0, 2, 4, 8].map((decimals) => (
        <li key={decimals}>
          <Amount {...args} value="0.123456789" decimals={decimals} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const texts = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(texts).toEqual(['0 USDT', '0.12 USDT', '0.1235 USDT', '0.12345679 USDT']);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem' }}>
      <Amount {...args} tone="default" />
      <Amount {...args} tone="muted" />
      <Amount {...args} value="250" tone="positive" />
      <Amount {...args} value="-250" tone="negative" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { value: 'not a number' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: undefined } };

export const LongContent: Story = {
  args: { value: '123456789012345678901234567890.123456789', symbol: 'BNB' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('123,456,789,012,345,678,901,234,567,890.1235'),
    ).toBeVisible();
  },
};

export const Dark: Story = { render: Tones.render, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { symbol: 'USDT' },
  globals: { locale: 'ar' },
  render: (args) => (
    <p>
      الرصيد المتاح: <Amount {...args} /> بعد الرسوم.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234.5679')).toHaveAttribute('dir', 'ltr');
  },
};

export const RtlDark: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
