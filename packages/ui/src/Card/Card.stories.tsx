import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h2 id="card-title">Profile</h2>
        <Text tone="muted">Joined 2026-11-25 12:00:00</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A section named by its heading is a landmark screen readers can jump to.
    await expect(canvas.getByRole('region', { name: 'Profile' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <h2 id="card-title">Profile</h2>
        <Text mono>
          0x8ba1f109551bD432803012645Ac136ddd64DBA72 0x8ba1f109551bD432803012645Ac136ddd64DBA72
        </Text>
      </>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    children: (
      <>
        <h2 id="card-title">الملف الشخصي</h2>
        <Text tone="muted">انضم في 2026-11-25</Text>
      </>
    ),
  },
  globals: { locale: 'ar' },
};
