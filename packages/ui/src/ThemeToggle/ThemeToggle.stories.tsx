import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ThemeChoice, ThemeToggle } from './ThemeToggle.tsx';

const labels = { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };

const meta = {
  title: 'UI/ThemeToggle',
  component: ThemeToggle,
  args: { value: 'system', labels, onChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByText('Dark'));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const KeyboardArrows: Story = {
  name: 'Chosen with arrow keys',
  render: function Render(args) {
    const [value, setValue] = useState<ThemeChoice>('light');
    return (
      <ThemeToggle
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('system');
  },
};

export const Light: Story = { args: { value: 'light' } };

export const IconsOnly: Story = {
  args: { iconsOnly: true, value: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(canvas.getByTitle('Light'));
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

export const LongContent: Story = {
  args: {
    labels: {
      legend: 'Colour scheme',
      light: 'Always light',
      dark: 'Always dark',
      system: 'Same as the operating system',
    },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { value: 'dark' },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { labels: { legend: 'المظهر', light: 'فاتح', dark: 'داكن', system: 'النظام' }, value: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const light = canvas.getByRole('radio', { name: 'فاتح' });
    const dark = canvas.getByRole('radio', { name: 'داكن' });
    // Reading order runs right to left: the first choice sits on the right.
    await expect(light.parentElement!.getBoundingClientRect().left).toBeGreaterThan(
      dark.parentElement!.getBoundingClientRect().left,
    );
  },
};
