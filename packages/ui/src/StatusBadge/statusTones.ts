export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** The order and withdrawal statuses of the API contract. */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export const orderStatusTones: Readonly<Record<OrderStatus, StatusTone>> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'info',
};

export const withdrawalStatusTones: Readonly<Record<WithdrawalStatus, StatusTone>> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Tone of a status from the given table; anything the table does not know is neutral. */
export function toneOf<S extends string>(tones: Readonly<Record<S, StatusTone>>, status: string): StatusTone {
  return Object.hasOwn(tones, status) ? tones[status as S] : 'neutral';
}
