import { shortenAddress } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { errorKey } from '../../../lib/errorMessages.ts';
import { AlreadyDecidedError } from '../api/withdrawalsQueries.ts';

/** Why a decision failed, in words the reviewer can act on. */
export function decisionErrorText(t: TFunction, cause: unknown, me?: string): string {
  if (cause instanceof AlreadyDecidedError) {
    const row = cause.current;
    if (row?.status === 'pending') {
      const mine = row.approvals.some((a) => a.address.toLowerCase() === me?.toLowerCase());
      return mine ? t('withdraw.youAlreadyApproved') : cause.message;
    }
    const by = row?.decidedBy;
    return by
      ? t('withdraw.alreadyDecided', { by: shortenAddress(by) })
      : t('withdraw.alreadyDecidedUnknown');
  }
  switch (errorKey(cause)) {
    case 'walletRejected':
      return t('withdraw.signatureRefused');
    case 'walletUnsupported':
      return t('withdraw.typedDataUnsupported');
    case 'walletNoSession':
      return t('errors.walletNoSession');
    default:
      return t(`errors.${errorKey(cause)}`, { message: (cause as Error).message });
  }
}
