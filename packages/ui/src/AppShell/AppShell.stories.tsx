import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu.tsx';
import type { MenuProps } from '../Menu/Menu.tsx';
import { arabicMenuLabels, roleMenu } from '../Menu/storyMenus.tsx';
import { AppShell } from './AppShell.tsx';

const navigate = fn();

// Stands in for the router's link: follows the route without leaving the story.
const renderLink: MenuProps['renderLink'] = (item, { href, children, onClick, ...rest }) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(item.href);
      onClick();
    }}
  >
    {children}
  </a>
);

function Account({ roleName, address }: { roleName: string; address: string }) {
  return (
    <>
      <span>{roleName}</span>
      <bdi dir="ltr" title={address} style={{ fontFamily: 'monospace' }}>
        {`${address.slice(0, 6)}…${address.slice(-4)}`}
      </bdi>
    </>
  );
}

const address = '0x9f2c4d1e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d';

const englishLabels = {
  skipToContent: 'Skip to content',
  menu: 'Main menu',
  toggleMenu: 'Side menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  logout: 'Log out',
};

function Content({ title }: { title: string }) {
  return (
    <>
      <h1 style={{ marginBlockStart: 0 }}>{title}</h1>
      <p>Search users by address, open a user to see their orders, referrals and points.</p>
    </>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  args: {
    brand: 'Node Sales Admin',
    account: <Account roleName="Super" address={address} />,
    actions: (
      <button type="button" style={{ font: 'inherit', minBlockSize: '2.25rem' }}>
        English
      </button>
    ),
    onLogout: fn(),
    menuItems: roleMenu('super', 'users'),
    renderLink,
    labels: englishLabels,
    children: <Content title="Users" />,
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

function menuLinks(canvasElement: HTMLElement) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

export const Super: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(menuLinks(canvasElement)).toEqual(['Users', 'Orders', 'Withdraw', 'Operation']);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('banner')).toHaveTextContent('Node Sales Admin');
    // The drawer button is for narrow screens only.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();

    await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
    await expect(navigate).toHaveBeenLastCalledWith('/order');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Admin: Story = {
  args: { menuItems: roleMenu('admin', 'orders'), account: <Account roleName="Admin" address={address} /> },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual(['Users', 'Orders', 'Operation']);
  },
};

export const Kol: Story = {
  args: { menuItems: roleMenu('kol', 'users'), account: <Account roleName="KOL" address={address} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(menuLinks(canvasElement)).toEqual(['Users']);
    for (const hidden of ['Orders', 'Withdraw', 'Operation']) {
      await expect(canvas.queryByRole('link', { name: hidden })).toBeNull();
    }
  },
};

export const Operator: Story = {
  args: {
    menuItems: roleMenu('operator'),
    account: <Account roleName="Operator" address={address} />,
    children: <Content title="Operation" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Side menu' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Operation');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const orders = canvas.getByRole('link', { name: 'Orders' });
    const narrowWidth = orders.getBoundingClientRect().width;
    await expect(narrowWidth).toBeLessThan(80);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(orders.getBoundingClientRect().width).toBeGreaterThan(narrowWidth + 60);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveAttribute('href', '#main');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    // Shown while focused.
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(20);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // No side menu on a phone: the header's menu button opens a drawer.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // The header fits the phone: nothing sticks out sideways, and it keeps only the menu button and
    // the brand, so the account can never be drawn over the controls.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'English' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Main menu' });
    const links = within(drawer).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Users', 'Orders', 'Withdraw', 'Operation']);
    // The account, the header's controls and logging out are in the drawer instead.
    await expect(within(drawer).getByText('Super')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'English' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    // Following a link closes the drawer too.
    await userEvent.click(open);
    await userEvent.click(await body.findByRole('link', { name: 'Withdraw' }));
    await expect(navigate).toHaveBeenLastCalledWith('/withdraw');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
    // The drawer slides from the inline-start edge.
    await expect(drawer.getBoundingClientRect().left).toBe(0);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: {
    brand: 'إدارة مبيعات العقد',
    account: <Account roleName="مدير أعلى" address={address} />,
    actions: (
      <button type="button" style={{ font: 'inherit', minBlockSize: '2.25rem' }}>
        العربية
      </button>
    ),
    menuItems: roleMenu('super', 'orders', arabicMenuLabels),
    labels: {
      skipToContent: 'تخطَّ إلى المحتوى',
      menu: 'القائمة الرئيسية',
      toggleMenu: 'القائمة الجانبية',
      openMenu: 'فتح القائمة',
      closeMenu: 'إغلاق القائمة',
      logout: 'تسجيل الخروج',
    },
    children: (
      <>
        <h1 style={{ marginBlockStart: 0 }}>الطلبات</h1>
        <p>ابحث عن الطلبات حسب العنوان أو الحالة أو التاريخ.</p>
      </>
    ),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const main = canvas.getByRole('main');
    await expect(menu.getBoundingClientRect().left).toBeGreaterThan(main.getBoundingClientRect().left);
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().right,
    );
    const brand = canvas.getByText('إدارة مبيعات العقد');
    const logout = canvas.getByRole('button', { name: 'تسجيل الخروج' });
    // Brand at the right edge of the header, logout at the left.
    await expect(brand.getBoundingClientRect().left).toBeGreaterThan(logout.getBoundingClientRect().left);
  },
};

export const RtlMobile: Story = {
  ...Rtl,
  globals: { locale: 'ar', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await body.findByRole('dialog', { name: 'القائمة الرئيسية' });
    // In right-to-left pages the drawer comes from the right edge.
    const { right } = drawer.getBoundingClientRect();
    await expect(Math.round(right)).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const DarkRtlMobileDrawer: Story = {
  ...Rtl,
  globals: { locale: 'ar', theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await body.findByRole('dialog', { name: 'القائمة الرئيسية' });
    await expect(within(drawer).getByRole('link', { name: 'الطلبات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DarkRtlCollapsed: Story = {
  ...Rtl,
  args: { ...Rtl.args, defaultCollapsed: true },
  globals: { locale: 'ar', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'القائمة الجانبية' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the chevron points toward the content (left in right-to-left pages): drawn unflipped.
    await expect(getComputedStyle(toggle.querySelector('svg')!).transform).toBe('none');
    await userEvent.click(toggle);
    await expect(getComputedStyle(toggle.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

const search = (
  // biome-ignore lint/a11y/useSemanticElements: a search form, as the app's SearchField draws it (testing-library does not map <search> yet).
  <form role="search" aria-label="Find a record" style={{ display: 'flex' }}>
    <input type="search" aria-label="Find a record" placeholder="Find a record" style={{ font: 'inherit' }} />
  </form>
);

const accountMenu = (
  <AccountMenu
    trigger={
      <>
        Super <bdi dir="ltr">0x9f2c…4c3d</bdi>
      </>
    }
    account="Signed in as Super"
    onLogout={fn()}
    logoutLabel="Log out"
  />
);

/**
 * Between the phone and the full header (here a tablet), the header keeps the brand, the search
 * and the account menu; the controls and the account wait inside that menu.
 */
export const Folded: Story = {
  args: { search, accountMenu },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('search', { name: 'Find a record' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Super 0x9f2c…4c3d' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'English' })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Log out' })).toBeNull();
    // The side menu stays beside the content.
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** Wide enough (75rem and up), everything is in the header itself and the account menu is not. */
export const FoldedOnlyWhenNarrow: Story = {
  args: { search, accountMenu },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('search', { name: 'Find a record' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Super 0x9f2c…4c3d' })).toBeNull();
  },
};

/** On a phone the search is the first thing in the drawer, above the screens. */
export const MobileSearchFirst: Story = {
  args: { search, accountMenu },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Main menu' });
    const found = within(drawer).getByRole('search', { name: 'Find a record' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    await expect(found.getBoundingClientRect().bottom).toBeLessThanOrEqual(nav.getBoundingClientRect().top);
    // The account menu is the header's: the drawer lists the account and logging out itself.
    await expect(within(drawer).queryByRole('button', { name: 'Super 0x9f2c…4c3d' })).toBeNull();
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
