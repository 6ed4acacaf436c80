import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from './Text.tsx';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Times in Europe/Berlin (UTC+01:00)' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Text {...args} />
      <Text {...args} tone="muted" />
      <Text {...args} tone="danger" />
      <Text {...args} tone="success" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [plain, muted] = canvas.getAllByText(/Times in/);
    // The muted note is visibly lighter than the text around it.
    await expect(getComputedStyle(muted as Element).color).not.toBe(getComputedStyle(plain as Element).color);
  },
};

export const Nowrap: Story = {
  args: { nowrap: true, children: '2026-11-25 12:00:00 — a date that must stay on one line however narrow' },
  render: (args) => (
    <div style={{ inlineSize: '8rem' }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/2026-11-25/);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};

export const Mono: Story = { args: { mono: true, children: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' } };

export const Paragraph: Story = { args: { as: 'p', tone: 'muted', weight: 'medium' } };

export const Dark: Story = { args: { tone: 'muted' }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { tone: 'muted', children: 'الأوقات بتوقيت UTC' },
  globals: { locale: 'ar' },
};
