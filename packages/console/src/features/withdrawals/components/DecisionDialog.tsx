import type { Withdrawal } from '@nsa/api';
import { addressGroups, ChainBadge, ConfirmDialog, Stack, shortenAddress, Text } from '@nsa/ui';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { chainName } from '../../../lib/chains.ts';
import { AddressCell, TokenAmount } from '../../../lib/components/Cells.tsx';
import { amountInSentence, staffInSentence } from '../../../lib/inSentence.ts';
import { session } from '../../../lib/session.ts';
import { labelOf, useStaffLabels } from '../../../lib/staffLabels.ts';
import { showToast } from '../../../lib/toast.ts';
import { signDecision } from '../api/signDecision.ts';
import { useDecideWithdrawal } from '../api/withdrawalsQueries.ts';
import { DecisionContext } from './DecisionContext.tsx';
import { decisionErrorText, decisionTextField } from './decisionText.ts';

export type PendingDecision = { kind: 'approve' | 'reject'; row: Withdrawal } | null;

/** What the dialog is waiting for after the confirmation: the wallet's signature, then the server. */
type Phase = 'idle' | 'signing' | 'sending';

/**
 * Approve or reject after checking amount, address and chain; the reviewer's wallet then signs the
 * decision (EIP-712) and only a signed decision is sent. A reject needs a reason (1–500 characters).
 */
export function DecisionDialog({
  decision,
  onClose,
  onDecided,
}: {
  decision: PendingDecision;
  onClose: () => void;
  /** After a decision the server accepted, with the withdrawal as it now is (decide and next). */
  onDecided?: (updated: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const decide = useDecideWithdrawal();
  const staffLabels = useStaffLabels();
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
  const approving = kind === 'approve';
  // The sentence names the amount as the summary below shows it (amount then token), isolated.
  // The address is drawn in the sentence as an element (see SentenceAddress): `t` leaves a mark there.
  const [before, after = ''] = t(approving ? 'withdraw.approveBody' : 'withdraw.rejectBody', {
    amount: amountInSentence(row.amount, row.tokenSymbol),
    address: ADDRESS_MARK,
  }).split(ADDRESS_MARK);

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
      setError(decisionErrorText(t, cause, userInfo.address));
      return;
    }
    setPhase('sending');
    const proof = { issuedAt: signed.issuedAt, signature: signed.signature };
    const text = signed.typedData.message.reason;
    decide.mutate(
      kind === 'approve'
        ? { kind, id: row.id, note: text, ...proof }
        : { kind, id: row.id, reason: text, ...proof },
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
          onDecided?.(updated);
        },
        onError: (cause) => {
          setPhase('idle');
          setError(decisionErrorText(t, cause, userInfo.address));
        },
      },
    );
  };

  // Which approval this is: the only one, the first of two, or the second that releases the payout.
  const step =
    row.requiredApprovals < 2 ? 'releases' : row.approvals.length === 0 ? 'firstOfTwo' : 'releasesSecond';
  const earlier = row.approvals[0];
  const earlierLabel = labelOf(staffLabels, earlier?.address);
  return (
    <ConfirmDialog
      open={decision !== null}
      title={t(approving ? 'withdraw.approveTitle' : 'withdraw.rejectTitle')}
      body={
        <Stack gap={2}>
          <Text as="p">
            {before}
            <SentenceAddress address={row.address} />
            {after}
          </Text>
          {approving ? (
            <Step as="p" data-step={step} weight="bold">
              {t(`withdraw.step.${step}`)}
            </Step>
          ) : null}
          {earlier?.note ? (
            <Note>
              <Text weight="medium">
                {t('withdraw.noteFrom', {
                  by: staffInSentence(earlierLabel, shortenAddress(earlier.address)),
                })}
              </Text>
              <Text as="p" dir="auto" translate="no">
                {earlier.note}
              </Text>
            </Note>
          ) : null}
          <DecisionContext withdrawal={row} compact />
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
          value: <AddressCell address={row.address} chainId={row.chainId} full="grouped" />,
        },
        ...(approving ? [] : [{ label: t('withdraw.reason'), value: t('withdraw.reasonSigned') }]),
      ]}
      confirmLabel={t(approving ? 'withdraw.approve' : 'withdraw.reject')}
      cancelLabel={t('common.cancel')}
      tone={approving ? 'default' : 'danger'}
      busy={phase !== 'idle' || decide.isPending}
      // A note is for the second approver: asked only of the first of two.
      reason={approving && step !== 'firstOfTwo' ? undefined : decisionTextField(t, approving)}
      error={error}
      onConfirm={(reason) => void onConfirm(reason)}
      onCancel={close}
    />
  );
}

/** Where the sentence's address goes; a character no translation contains. */
const ADDRESS_MARK = '\u2063';

/**
 * The recipient's whole address in the dialog's sentence, left to right in any language. On a phone
 * it takes more than a line: it breaks only between groups of four characters, as the recipient
 * below is grouped, never inside one; copied, it is the address alone (a `<wbr>` is no character).
 */
function SentenceAddress({ address }: { address: string }) {
  return (
    <bdi dir="ltr" translate="no">
      {address.slice(0, 2)}
      {addressGroups(address).map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity.
        <Fragment key={index}>
          <wbr />
          {group}
        </Fragment>
      ))}
    </bdi>
  );
}

/** Whether this approval pays out is the one fact a super must not miss. */
const Step = styled(Text)`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  &[data-step='releasesSecond'],
  &[data-step='releases'] {
    background: ${({ theme }) => theme.color.warningSoft};
  }
`;

const Note = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    white-space: pre-wrap;
  }
`;
