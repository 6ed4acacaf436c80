import type { BatchOutcome, BatchResult, DecisionKind, Withdrawal } from '@nsa/api';
import { Button, ConfirmDialog, Dialog, Stack, StatusBadge, type StatusTone, Text } from '@nsa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { TokenAmount } from '../../../lib/components/Cells.tsx';
import { ltr } from '../../../lib/inSentence.ts';
import { session } from '../../../lib/session.ts';
import { signBatch } from '../api/signDecision.ts';
import { useDecideBatch } from '../api/withdrawalsQueries.ts';
import { decisionErrorText, decisionTextField } from './decisionText.ts';
import { sumByToken } from './sumByToken.ts';

export type PendingBatch = { kind: DecisionKind; rows: readonly Withdrawal[] } | null;

type Phase = 'idle' | 'signing' | 'sending';

const outcomeTones: Record<BatchOutcome, StatusTone> = {
  approved: 'success',
  partial: 'info',
  rejected: 'danger',
  conflict: 'neutral',
  not_found: 'neutral',
};

/** What each withdrawal of a batch came to, each a link to it; the ones left undecided first. */
export function BatchSummary({ result, onClose }: { result: BatchResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const results = result?.results ?? [];
  const counts = new Map<BatchOutcome, number>();
  for (const r of results) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('batch.summaryTitle')}
      description={[...counts].map(([outcome, count]) => t(`batch.count.${outcome}`, { count })).join(' · ')}
      labels={{ close: t('common.close') }}
      size="md"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Outcomes aria-label={t('batch.summaryTitle')}>
        {results.map((r) => (
          <li key={r.id}>
            <Link to={`/withdraw/${r.id}`}>
              <bdi dir="ltr">#{r.id}</bdi>
            </Link>
            {r.withdrawal ? (
              <TokenAmount value={r.withdrawal.amount} symbol={r.withdrawal.tokenSymbol} />
            ) : null}
            <StatusBadge tone={outcomeTones[r.outcome]}>{t(`batch.outcome.${r.outcome}`)}</StatusBadge>
          </li>
        ))}
      </Outcomes>
    </Dialog>
  );
}

/**
 * Approve or reject the selected withdrawals after checking their totals: the wallet signs one
 * `Decisions` over all of them (one prompt), the server decides each on its own, and the
 * summary says what each came to. A reject needs one reason for all; an approval may carry a note.
 */
export function BatchDialog({
  batch,
  onClose,
  onDone,
}: {
  batch: PendingBatch;
  onClose: () => void;
  onDone: (result: BatchResult) => void;
}) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const decide = useDecideBatch();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState(batch);
  if (batch && batch !== kept) setKept(batch);
  const shown = batch ?? kept;
  if (!shown) return null;
  const { kind, rows } = shown;
  const approving = kind === 'approve';
  const close = () => {
    setError(null);
    setPhase('idle');
    decide.reset();
    onClose();
  };
  const confirm = async (text?: string) => {
    if (!userInfo) return;
    setError(null);
    setPhase('signing');
    let signed: Awaited<ReturnType<typeof signBatch>>;
    try {
      signed = await signBatch({ signer: userInfo.address, withdrawals: rows, decision: kind, reason: text });
    } catch (cause) {
      setPhase('idle');
      setError(decisionErrorText(t, cause));
      return;
    }
    setPhase('sending');
    decide.mutate(
      {
        decision: kind,
        rows,
        reason: signed.typedData.message.reason,
        issuedAt: signed.issuedAt,
        signature: signed.signature,
      },
      {
        onSuccess: (result) => {
          setPhase('idle');
          onDone(result);
        },
        onError: (cause) => {
          setPhase('idle');
          setError(decisionErrorText(t, cause));
        },
      },
    );
  };
  const large = rows.filter((w) => w.requiredApprovals === 2 && w.approvals.length === 0).length;
  return (
    <ConfirmDialog
      open={batch !== null}
      title={t(approving ? 'batch.approveTitle' : 'batch.rejectTitle', { count: rows.length })}
      body={
        <Stack gap={2}>
          <Text as="p">{t('batch.body', { count: rows.length })}</Text>
          {approving && large > 0 ? <Text as="p">{t('batch.firstOfTwo', { count: large })}</Text> : null}
          {phase === 'signing' ? (
            <Text as="p" role="status" weight="bold">
              {t('withdraw.signing')}
            </Text>
          ) : null}
        </Stack>
      }
      details={[
        { label: t('withdraw.decision'), value: t(approving ? 'withdraw.approve' : 'withdraw.reject') },
        { label: t('batch.withdrawals'), value: rows.length },
        ...sumByToken(rows).map((sum) => ({
          label: t('batch.total', { token: ltr(sum.tokenSymbol) }),
          value: <TokenAmount value={sum.amount} symbol={sum.tokenSymbol} />,
        })),
      ]}
      confirmLabel={t(approving ? 'batch.approveConfirm' : 'batch.rejectConfirm', { count: rows.length })}
      cancelLabel={t('common.cancel')}
      tone={approving ? 'default' : 'danger'}
      busy={phase !== 'idle'}
      reason={decisionTextField(t, approving)}
      error={error}
      onConfirm={(text) => void confirm(text)}
      onCancel={close}
    />
  );
}

const Outcomes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 50vh;
  overflow: auto;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-block-size: 2.75rem;
  }
  & > li > :last-child {
    margin-inline-start: auto;
  }
`;
