import type { Withdrawal } from '@nsa/api';
import { ChainBadge, ConfirmDialog, formatAmount, Stack, shortenAddress, Text } from '@nsa/ui';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chainName } from '../../../lib/chains.ts';
import { placesOf, TokenAmount } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { signDecision } from '../api/signDecision.ts';
import { AlreadyDecidedError, useDecideWithdrawal } from '../api/withdrawalsQueries.ts';

export type PendingDecision = { kind: 'approve' | 'reject'; row: Withdrawal } | null;

const REASON_MAX = 500;

/** What the dialog is waiting for after the confirmation: the wallet's signature, then the server. */
type Phase = 'idle' | 'signing' | 'sending';

/** Why a decision failed, in words the reviewer can act on. */
function decisionError(t: TFunction, cause: unknown, me: string | undefined): string {
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

/**
 * Approve or reject after checking amount, address and chain; the reviewer's wallet then signs the
 * decision (EIP-712) and only a signed decision is sent. A reject needs a reason (1–500 characters).
 */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const decide = useDecideWithdrawal();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // The dialog keeps showing the last decision while it closes.
  const last = useRef(decision);
  if (decision) last.current = decision;
  const shown = decision ?? last.current;
  const close = () => {
    setError(null);
    setPhase('idle');
    decide.reset();
    onClose();
  };
  if (!shown) return null;
  const { kind, row } = shown;
  const vars = {
    amount: formatAmount(row.amount, { decimals: placesOf(row.tokenSymbol) }),
    token: row.tokenSymbol,
    address: row.address,
  };

  const onConfirm = async (reason?: string) => {
    if (!userInfo) return;
    setError(null);
    setPhase('signing');
    let signed: Awaited<ReturnType<typeof signDecision>>;
    try {
      signed = await signDecision({ signer: userInfo.address, withdrawal: row, decision: kind, reason });
    } catch (cause) {
      // Nothing was sent: the withdrawal is as it was.
      setPhase('idle');
      setError(decisionError(t, cause, userInfo.address));
      return;
    }
    setPhase('sending');
    const proof = { issuedAt: signed.issuedAt, signature: signed.signature };
    decide.mutate(
      kind === 'approve'
        ? { kind, id: row.id, ...proof }
        : { kind, id: row.id, reason: signed.typedData.message.reason, ...proof },
      {
        onSuccess: (updated) => {
          const partial = updated.status === 'pending';
          showToast({
            tone: 'success',
            title: partial
              ? t('withdraw.partiallyApproved', {
                  approved: updated.approvals.length,
                  required: updated.requiredApprovals,
                })
              : t(kind === 'approve' ? 'withdraw.approved' : 'withdraw.rejected'),
          });
          close();
        },
        onError: (cause) => {
          setPhase('idle');
          setError(decisionError(t, cause, userInfo.address));
        },
      },
    );
  };

  const approving = kind === 'approve';
  return (
    <ConfirmDialog
      open={decision !== null}
      title={t(approving ? 'withdraw.approveTitle' : 'withdraw.rejectTitle')}
      body={
        <Stack gap={2}>
          <Text as="p">{t(approving ? 'withdraw.approveBody' : 'withdraw.rejectBody', vars)}</Text>
          <Text as="p" tone="muted">
            {t('withdraw.signExplainer')}
          </Text>
          {phase === 'signing' ? (
            <Text as="p" role="status" weight="bold">
              {t('withdraw.signing')}
            </Text>
          ) : null}
        </Stack>
      }
      details={[
        { label: t('withdraw.decision'), value: t(approving ? 'withdraw.approve' : 'withdraw.reject') },
        {
          label: t('columns.amount'),
          value: <TokenAmount value={row.amount} symbol={row.tokenSymbol} />,
        },
        { label: t('columns.token'), value: <bdi dir="ltr">{row.tokenSymbol}</bdi> },
        {
          label: t('columns.chain'),
          value: <ChainBadge chainId={row.chainId} labels={{ unknown: chainName }} />,
        },
        {
          label: t('withdraw.recipient'),
          value: (
            <bdi dir="ltr" translate="no">
              {row.address}
            </bdi>
          ),
        },
        ...(approving ? [] : [{ label: t('withdraw.reason'), value: t('withdraw.reasonSigned') }]),
      ]}
      confirmLabel={t(approving ? 'withdraw.approve' : 'withdraw.reject')}
      cancelLabel={t('common.cancel')}
      tone={approving ? 'default' : 'danger'}
      busy={phase !== 'idle' || decide.isPending}
      reason={
        approving
          ? undefined
          : {
              label: t('withdraw.reason'),
              requiredMessage: t('withdraw.reasonRequired'),
              maxLength: REASON_MAX,
            }
      }
      error={error}
      onConfirm={(reason) => void onConfirm(reason)}
      onCancel={close}
    />
  );
}
