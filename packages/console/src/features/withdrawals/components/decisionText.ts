import { type ConfirmReason, shortenAddress } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { errorKey } from '../../../lib/errorMessages.ts';
import { ltr } from '../../../lib/inSentence.ts';
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
      ? t('withdraw.alreadyDecided', { by: ltr(shortenAddress(by)) })
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

/** The contract's bound on a reject's reason and an approval's note. */
const TEXT_MAX = 500;

/** What a decision asks for in words: a reject's required reason, or an approval's optional note. */
export function decisionTextField(t: TFunction, approving: boolean): ConfirmReason {
  return approving
    ? { label: t('withdraw.note'), description: t('withdraw.noteHelp'), maxLength: TEXT_MAX, optional: true }
    : { label: t('withdraw.reason'), requiredMessage: t('withdraw.reasonRequired'), maxLength: TEXT_MAX };
}
