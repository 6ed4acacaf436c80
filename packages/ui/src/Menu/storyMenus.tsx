import { OperationIcon, OrdersIcon, UsersIcon, WithdrawIcon } from './icons.tsx';
import type { MenuItem } from './Menu.tsx';

/** The console's menus per role, for the Menu and AppShell stories. */
export type Role = 'super' | 'admin' | 'kol' | 'operator';

type Screen = 'users' | 'orders' | 'withdraw' | 'operation';

const screensByRole: Record<Role, Screen[]> = {
  super: ['users', 'orders', 'withdraw', 'operation'],
  admin: ['users', 'orders', 'operation'],
  // A kol sees its downline only (the role matrix in @nsa/api): Users is its whole menu.
  kol: ['users'],
  // One screen: the operator gets no menu.
  operator: [],
};

const icons = { users: UsersIcon, orders: OrdersIcon, withdraw: WithdrawIcon, operation: OperationIcon };
const hrefs = { users: '/home', orders: '/order', withdraw: '/withdraw', operation: '/operation' };

export const englishMenuLabels: Record<Screen, string> = {
  users: 'Users',
  orders: 'Orders',
  withdraw: 'Withdraw',
  operation: 'Operation',
};

export const arabicMenuLabels: Record<Screen, string> = {
  users: 'المستخدمون',
  orders: 'الطلبات',
  withdraw: 'السحب',
  operation: 'العمليات',
};

export function roleMenu(role: Role, current: Screen = 'users', labels = englishMenuLabels): MenuItem[] {
  return screensByRole[role].map((screen) => {
    const Icon = icons[screen];
    return {
      id: screen,
      label: labels[screen],
      href: hrefs[screen],
      icon: <Icon />,
      current: screen === current,
    };
  });
}
