import type { Withdrawal } from '@nsa/api';
import { Amount, ChainBadge, ConfirmDialog, formatAmount, shortenAddress } from '@nsa/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chainName } from '../../../lib/chains.ts';
import { errorKey } from '../../../lib/errorMessages.ts';
import { showToast } from '../../../lib/toast.ts';
import { AlreadyDecidedError, useDecideWithdrawal } from '../api/withdrawalsQueries.ts';

export type PendingDecision = { kind: 'approve' | 'reject'; row: Withdrawal } | null;

const REASON_MAX = 500;

/** Approve or reject after checking amount, address and chain; a reject needs a reason (1–500 characters). */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideWithdrawal();
  const [error, setError] = useState<string | null>(null);
  // The dialog keeps showing the last decision while it closes.
  const last = useRef(decision);
  if (decision) last.current = decision;
  const shown = decision ?? last.current;
  const close = () => {
    setError(null);
    decide.reset();
    onClose();
  };
  if (!shown) return null;
  const { kind, row } = shown;
  const vars = { amount: formatAmount(row.amount), token: row.tokenSymbol, address: row.address };

  const onConfirm = (reason?: string) => {
    setError(null);
    decide.mutate(kind === 'approve' ? { kind, id: row.id } : { kind, id: row.id, reason: reason ?? '' }, {
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
      open={decision !== null}
      title={t(kind === 'approve' ? 'withdraw.approveTitle' : 'withdraw.rejectTitle')}
      body={<p>{t(kind === 'approve' ? 'withdraw.approveBody' : 'withdraw.rejectBody', vars)}</p>}
      details={[
        {
          label: t('columns.amount'),
          value: <Amount value={row.amount} symbol={row.tokenSymbol} decimals={18} />,
        },
        {
          label: t('columns.address'),
          value: (
            <bdi dir="ltr" translate="no">
              {row.address}
            </bdi>
          ),
        },
        {
          label: t('columns.chain'),
          value: <ChainBadge chainId={row.chainId} labels={{ unknown: chainName }} />,
        },
      ]}
      confirmLabel={t(kind === 'approve' ? 'withdraw.approve' : 'withdraw.reject')}
      cancelLabel={t('common.cancel')}
      tone={kind === 'reject' ? 'danger' : 'default'}
      busy={decide.isPending}
      reason={
        kind === 'reject'
          ? {
              label: t('withdraw.reason'),
              requiredMessage: t('withdraw.reasonRequired'),
              maxLength: REASON_MAX,
            }
          : undefined
      }
      error={error}
      onConfirm={onConfirm}
      onCancel={close}
    />
  );
}
