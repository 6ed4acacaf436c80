import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'zh-CN', label: '简体中文' },
  { code: 'ar', label: 'العربية' },
  { code: 'he', label: 'עברית' },
  { code: 'fa', label: 'فارسی' },
];

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { label: 'Language', languages, value: 'en', onChange: fn() },
  decorators: [(Story) => <div style={{ minBlockSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'English',
    );
  },
};

export const NativeNames: Story = {
  name: 'Each name in its own language',
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    // Each native name carries its language, so screen readers pronounce it correctly.
    await expect(within(select).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await expect(within(select).getByRole('option', { name: '简体中文' })).toHaveAttribute('lang', 'zh-CN');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('en');
    return <LanguageSwitcher {...args} value={code} onChange={setCode} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: 'עברית' }));
    await expect(select).toHaveDisplayValue('עברית');
  },
};

export const Stacked: Story = { args: { stacked: true } };

export const LongContent: Story = {
  args: {
    label: 'Language of the interface',
    languages: [
      ...languages,
      { code: 'en-GB', label: 'English (United Kingdom), a remarkably long native name' },
    ],
    value: 'en-GB',
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'اللغة', value: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'اللغة' })).toHaveDisplayValue(
      'العربية',
    );
  },
};
