import { proxy } from 'valtio';

/**
 * What the signed-in shell shows of the withdrawal desk (super): the pending count on the
 * Withdrawals menu entry, written by the desk's live stream (loaded only for a super).
 */
export const desk = proxy<{ pending: number | null }>({ pending: null });
