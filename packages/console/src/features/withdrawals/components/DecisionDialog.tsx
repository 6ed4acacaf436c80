import type { Withdrawal } from '@nsa/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/components/ConfirmDialog.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { formatAmount, shortenAddress } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { AlreadyDecidedError, useDecideWithdrawal } from '../api/withdrawalsQueries.ts';

export type PendingDecision = { kind: 'approve' | 'reject'; row: Withdrawal } | null;

/** Approve or reject after confirmation; a reject needs a reason (1–500 characters). */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideWithdrawal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    decide.reset();
    onClose();
  };
  if (!decision) return null;
  const { kind, row } = decision;
  const vars = { amount: formatAmount(row.amount), token: row.tokenSymbol, address: row.address };

  const onConfirm = () => {
    const trimmed = reason.trim();
    if (kind === 'reject' && (trimmed.length < 1 || trimmed.length > 500)) {
      setError(t('withdraw.reasonRequired'));
      return;
    }
    setError(null);
    decide.mutate(kind === 'approve' ? { kind, id: row.id } : { kind, id: row.id, reason: trimmed }, {
      onSuccess: () => {
        showToast({
          tone: 'success',
          title: t(kind === 'approve' ? 'withdraw.approved' : 'withdraw.rejected'),
        });
        close();
      },
      onError: (cause) => {
        if (cause instanceof AlreadyDecidedError) {
          const by = cause.current?.decidedBy;
          setError(
            by
              ? t('withdraw.alreadyDecided', { by: shortenAddress(by) })
              : t('withdraw.alreadyDecidedUnknown'),
          );
        } else {
          setError(t(`errors.${errorKey(cause)}`, { message: cause.message }));
        }
      },
    });
  };

  return (
    <ConfirmDialog
      open
      title={t(kind === 'approve' ? 'withdraw.approveTitle' : 'withdraw.rejectTitle')}
      confirmLabel={t(kind === 'approve' ? 'withdraw.approve' : 'withdraw.reject')}
      danger={kind === 'reject'}
      busy={decide.isPending}
      onConfirm={onConfirm}
      onCancel={close}
    >
      <p>{t(kind === 'approve' ? 'withdraw.approveBody' : 'withdraw.rejectBody', vars)}</p>
      {kind === 'reject' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('withdraw.reason')}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={500}
            rows={3}
            required
            aria-invalid={Boolean(error) && !reason.trim()}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
