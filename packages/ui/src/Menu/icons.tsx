/** Line icons for the menu stories (decorative, 24×24, currentColor). */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

export const UsersIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6" />
  </svg>
);

export const OrdersIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M6 2h12l2 4v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6z" />
    <path d="M4 6h16M9 11h6M9 15h6" />
  </svg>
);

export const WithdrawIcon = () => (
  <svg {...base} aria-hidden="true">
    <rect x="2" y="6" width="20" height="14" rx="2" />
    <path d="M12 2v10M8 8l4 4 4-4" />
  </svg>
);

export const OperationIcon = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </svg>
);
