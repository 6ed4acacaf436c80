import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu } from './Menu.tsx';
import { arabicMenuLabels, roleMenu } from './storyMenus.tsx';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { items: roleMenu('super'), label: 'Main menu' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Users', 'Orders', 'Withdraw', 'Operation']);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).not.toHaveAttribute('aria-current');
    await expect(links[1]).toHaveAttribute('href', '/order');
  },
};

export const AdminMenu: Story = { args: { items: roleMenu('admin', 'orders') } };

export const KolMenu: Story = {
  args: { items: roleMenu('kol', 'users') },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Users']);
  },
};

export const WithoutIcons: Story = {
  args: { items: roleMenu('super', 'withdraw').map(({ icon: _icon, ...item }) => item) },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Labels are hidden visually but still name the links.
    const orders = canvas.getByRole('link', { name: 'Orders' });
    await expect(orders).toHaveAttribute('title', 'Orders');
    await expect(orders.getBoundingClientRect().width).toBeLessThan(80);
  },
};

const navigate = fn();

export const RouterLink: Story = {
  args: {
    onNavigate: fn(),
    // Stands in for a router's link: it navigates without reloading the page.
    renderLink: (item, { href, children, onClick, ...rest }) => (
      <a
        {...rest}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(item.href);
          onClick();
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Withdraw' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/withdraw');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'withdraw' }));
  },
};

export const Dark: Story = { args: { items: roleMenu('super', 'orders') }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { items: roleMenu('super', 'users', arabicMenuLabels), label: 'القائمة الرئيسية' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'المستخدمون' });
    const icon = link.querySelector('svg')!;
    // The icon leads, on the right in right-to-left pages.
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      link.getBoundingClientRect().left + link.getBoundingClientRect().width / 2,
    );
  },
};
