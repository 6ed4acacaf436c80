import type { Screen } from '@nsa/api';
import type { ComponentType } from 'react';

/** What a screen's module exports: its page. */
export type ScreenModule = { Component: ComponentType };

type ConsoleScreen = {
  /** The screen's route module, loaded when it is first opened. */
  load: () => Promise<ScreenModule>;
  /** The page title, which the menu entry and the document title also read. */
  title:
    | 'users.title'
    | 'user.title'
    | 'orders.title'
    | 'withdraw.title'
    | 'withdraw.detail'
    | 'operation.title'
    | 'audit.title';
  /** The menu icon's path (24 × 24, stroked); screens the menu leaves out have none. */
  icon?: string;
};

/**
 * What the console adds to each screen of `screenTable` (path, roles, menu: packages/api). Keyed
 * by screen, so a screen added to the table does not type-check until the console can show it.
 */
export const consoleScreens: Record<Screen, ConsoleScreen> = {
  home: {
    load: () => import('./HomeRoute.tsx'),
    title: 'users.title',
    icon: 'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 20v-1a4 4 0 0 0-3-3.9M15 4.1a3.5 3.5 0 0 1 0 6.8',
  },
  user: {
    load: () => import('../features/users/routes/UserDetailRoute.tsx'),
    title: 'user.title',
  },
  order: {
    load: () => import('../features/orders/routes/OrdersRoute.tsx'),
    title: 'orders.title',
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  },
  withdraw: {
    load: () => import('../features/withdrawals/routes/WithdrawRoute.tsx'),
    title: 'withdraw.title',
    icon: 'M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3',
  },
  withdrawal: {
    load: () => import('../features/withdrawals/routes/WithdrawalDetailRoute.tsx'),
    title: 'withdraw.detail',
  },
  operation: {
    load: () => import('../features/operation/routes/OperationRoute.tsx'),
    title: 'operation.title',
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  },
  audit: {
    load: () => import('../features/audit/routes/AuditRoute.tsx'),
    title: 'audit.title',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  },
};
