import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const languages = [
  { code: 'en', label: 'English' },
  { code: 'zh-CN', label: '简体中文' },
  { code: 'ar', label: 'العربية' },
  { code: 'he', label: 'עברית' },
  { code: 'fa', label: 'فارسی' },
];

// While the list is open Radix hides the page behind it (aria-hidden) and traps focus in the list,
// so the trigger underneath cannot be reached; axe flags it as focusable anyway.
const openListParameters = {
  screenshot: { target: 'page' },
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
} as const;

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
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toHaveTextContent(
      'English',
    );
  },
};

export const KeyboardChoice: Story = {
  name: 'Chosen with the keyboard',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ar');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = {
  parameters: openListParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Language' }));
    const arabic = await screen.findByRole('option', { name: 'العربية' });
    // Each native name carries its language, so screen readers pronounce it correctly.
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(screen.getByRole('option', { name: '简体中文' })).toHaveAttribute('lang', 'zh-CN');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('en');
    return <LanguageSwitcher {...args} value={code} onChange={setCode} />;
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'עברית' }));
    await expect(trigger).toHaveTextContent('עברית');
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
  ...Open,
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { label: 'اللغة', value: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'اللغة' })).toHaveTextContent('العربية');
  },
};
