import type { ReactNode } from 'react';
import styled from 'styled-components';

import {
  type OrderStatus,
  orderStatusTones,
  type StatusTone,
  toneOf,
  type WithdrawalStatus,
  withdrawalStatusTones,
} from './statusTones.ts';

export type StatusBadgeProps = {
  tone: StatusTone;
  /** The visible status text; colour never carries the meaning alone. */
  children: ReactNode;
};

/** A status as text on a tinted pill, with a marker whose shape differs per tone. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <Badge $tone={tone} data-tone={tone}>
      <Marker aria-hidden viewBox="0 0 10 10" focusable="false">
        {markers[tone]}
      </Marker>
      <bdi>{children}</bdi>
    </Badge>
  );
}

export type OrderStatusBadgeProps = {
  status: OrderStatus | (string & {});
  labels: Readonly<Record<OrderStatus, string>>;
};

/** An order's status; an unknown status shows its raw value in neutral. */
export function OrderStatusBadge({ status, labels }: OrderStatusBadgeProps) {
  const label = Object.hasOwn(labels, status) ? labels[status as OrderStatus] : status;
  return <StatusBadge tone={toneOf(orderStatusTones, status)}>{label}</StatusBadge>;
}

export type WithdrawalStatusBadgeProps = {
  status: WithdrawalStatus | (string & {});
  labels: Readonly<Record<WithdrawalStatus, string>>;
};

/** A withdrawal's status; an unknown status shows its raw value in neutral. */
export function WithdrawalStatusBadge({ status, labels }: WithdrawalStatusBadgeProps) {
  const label = Object.hasOwn(labels, status) ? labels[status as WithdrawalStatus] : status;
  return <StatusBadge tone={toneOf(withdrawalStatusTones, status)}>{label}</StatusBadge>;
}

// Circle, ring, check-ish triangle… shapes keep tones apart without colour.
const markers: Record<StatusTone, ReactNode> = {
  neutral: <circle cx="5" cy="5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />,
  info: <circle cx="5" cy="5" r="4" />,
  success: <path d="M1.5 5.2l2.3 2.3L8.6 2.7" fill="none" stroke="currentColor" strokeWidth="1.8" />,
  warning: <path d="M5 1l4 8H1z" />,
  danger: <path d="M2 2l6 6M8 2L2 8" stroke="currentColor" strokeWidth="1.8" />,
};

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  /* A status is one word to the eye, in every language: it never breaks across lines. */
  white-space: nowrap;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.6;
  vertical-align: middle;
  ${({ $tone, theme }) => {
    const { color } = theme;
    const pairs: Record<StatusTone, [string, string]> = {
      neutral: [color.fg.muted, color.neutralSoft],
      info: [color.info, color.infoSoft],
      success: [color.success, color.successSoft],
      warning: [color.warning, color.warningSoft],
      danger: [color.danger, color.dangerSoft],
    };
    const [fg, bg] = pairs[$tone];
    return `color: ${fg}; background: ${bg};`;
  }}
`;

const Marker = styled.svg`
  flex: none;
  inline-size: 0.625rem;
  block-size: 0.625rem;
  fill: currentColor;
`;
