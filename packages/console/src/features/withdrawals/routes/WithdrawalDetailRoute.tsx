import type { AuditEntry, Withdrawal } from '@nsa/api';
import { Button, EmptyState, ErrorState, Skeleton, Text } from '@nsa/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { clock } from '../../../lib/clock.ts';
import {
  AddressCell,
  ChainCell,
  DateTimeCell,
  StaffAddressCell,
  TokenAmount,
  TxHashCell,
  UserText,
  WithdrawalStatusCell,
} from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { i18n } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { withdrawalDetailQueries } from '../api/deskReads.ts';
import { nextPending } from '../api/withdrawalsQueries.ts';
import { ApprovalsCell, approvedBy } from '../components/ApprovalsCell.tsx';
import { DecisionContext } from '../components/DecisionContext.tsx';
import type { PendingDecision } from '../components/DecisionDialog.tsx';
import { LazyDecisionDialog } from '../components/LazyDecisionDialog.tsx';
import { formatWaiting } from '../components/waiting.ts';

/** Catalogue keys of the audit actions a withdrawal can have. */
const actionKeys: Partial<Record<AuditEntry['action'], 'withdraw.approve' | 'withdraw.reject'>> = {
  'withdraw.approve': 'withdraw.approve',
  'withdraw.reject': 'withdraw.reject',
};

/**
 * One withdrawal: every field, the approvals so far, its audit trail and, while pending, the
 * decision. The contract has no single-record read: the list's `q` matches an id exactly.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useSnapshot(session).userInfo?.address;
  const [decision, setDecision] = useState<PendingDecision>(null);
  const [foundQuery, trailQuery] = withdrawalDetailQueries(id);
  const found = useQuery(foundQuery);
  const trail = useQuery(trailQuery);
  const w = found.data?.list.find((row) => row.id === id);
  const navigate = useNavigate();
  const location = useLocation();
  // Decide and next: after a decision, the oldest pending withdrawal still waiting for this super.
  const decideAndNext = async () => {
    const next = await nextPending(id, me).catch(() => null);
    if (next) {
      navigate(`/withdraw/${next.id}`, { state: { focusDecision: true } });
    } else {
      showToast({ tone: 'info', title: t('withdraw.queueDone') });
      navigate('/withdraw');
    }
  };
  const focusDecision = (location.state as { focusDecision?: boolean } | null)?.focusDecision === true;

  let body: ReactNode;
  if (found.error) {
    body = (
      <ErrorState
        title={t('withdraw.detailFailed')}
        message={t(`errors.${errorKey(found.error)}`, { message: found.error.message })}
        retryLabel={t('common.retry')}
        onRetry={() => void found.refetch()}
      />
    );
  } else if (found.isPending) {
    body = <Skeleton inlineSize="100%" blockSize="12rem" />;
  } else if (!w) {
    body = <EmptyState title={t('withdraw.notFound', { id })} />;
  } else {
    body = (
      <>
        <Fields>
          <Field label={t('columns.status')}>
            <WithdrawalStatusCell
              status={w.status}
              approvals={w.approvals.length}
              requiredApprovals={w.requiredApprovals}
            />
            {w.status === 'pending' ? (
              <Text tone="muted"> · {formatWaiting(w.createdAt, clock.now(), i18n)}</Text>
            ) : null}
          </Field>
          <Field label={t('withdraw.recipient')} wide>
            <AddressCell address={w.address} chainId={w.chainId} full="grouped" user />
          </Field>
          <Field label={t('columns.chain')}>
            <ChainCell chainId={w.chainId} />
          </Field>
          <Field label={t('columns.amount')}>
            <TokenAmount value={w.amount} symbol={w.tokenSymbol} />
          </Field>
          <Field label={t('columns.fee')}>
            <TokenAmount value={w.fee} symbol={w.tokenSymbol} />
          </Field>
          <Field label={t('columns.createdAt')}>
            <DateTimeCell iso={w.createdAt} />
          </Field>
          <Field label={t('columns.decidedAt')}>
            <DateTimeCell iso={w.decidedAt} />
          </Field>
          <Field label={t('columns.decidedBy')}>
            <StaffAddressCell address={w.decidedBy} />
          </Field>
          <Field label={t('columns.txHash')}>
            <TxHashCell hash={w.txHash} chainId={w.chainId} />
          </Field>
          <Field label={t('columns.reason')}>{w.reason ? <UserText>{w.reason}</UserText> : '—'}</Field>
          {w.requiredApprovals > 1 ? (
            <Field label={t('withdraw.awaiting')}>
              <ApprovalsCell withdrawal={w} notes />
            </Field>
          ) : null}
        </Fields>
        <h2>{t('context.title')}</h2>
        <DecisionContext withdrawal={w} />
        {/* The decision after what to weigh: a look-alike warning is read before Approve. */}
        {w.status === 'pending' ? (
          <Actions key={w.id} w={w} me={me} decide={setDecision} focus={focusDecision} />
        ) : null}
        <h2>{t('withdraw.history')}</h2>
        {trail.data && trail.data.list.length > 0 ? (
          <History>
            {trail.data.list.map((entry) => (
              <li key={entry.id}>
                <DateTimeCell iso={entry.createdAt} />{' '}
                <strong>
                  {actionKeys[entry.action]
                    ? t(actionKeys[entry.action] as 'withdraw.approve')
                    : entry.action}
                </strong>{' '}
                <StaffAddressCell address={entry.actorAddress} />
              </li>
            ))}
          </History>
        ) : trail.isPending ? (
          <Skeleton inlineSize="100%" blockSize="3rem" />
        ) : (
          <Text as="p" tone="muted">
            {t('withdraw.noHistory')}
          </Text>
        )}
      </>
    );
  }

  return (
    <>
      <Back to="/withdraw">
        {/* Back points to the start of the line: left, or right in a right-to-left language. */}
        <span aria-hidden="true">{i18n.dir() === 'rtl' ? '→' : '←'}</span> {t('withdraw.allWithdrawals')}
      </Back>
      <h1>{t('withdraw.detailTitle', { id })}</h1>
      {body}
      <LazyDecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={() => void decideAndNext()}
      />
    </>
  );
}

function Actions({
  w,
  me,
  decide,
  focus,
}: {
  w: Withdrawal;
  me: string | undefined;
  decide: (d: PendingDecision) => void;
  /** Arrived by "decide and next": the decision takes the keyboard focus. */
  focus: boolean;
}) {
  const { t } = useTranslation();
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) first.current?.querySelector('button')?.focus();
  }, [focus]);
  return (
    <Row ref={first}>
      {approvedBy(w, me) ? (
        <Text tone="muted">{t('withdraw.youAlreadyApproved')}</Text>
      ) : (
        <Button onClick={() => decide({ kind: 'approve', row: w })}>{t('withdraw.approve')}</Button>
      )}
      <Button variant="danger" onClick={() => decide({ kind: 'reject', row: w })}>
        {t('withdraw.reject')}
      </Button>
    </Row>
  );
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    min-inline-size: 0;
  }
  /* The recipient shown whole takes a row of its own. */
  & > [data-wide] {
    grid-column: 1 / -1;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: ${({ theme }) => theme.space[4]};
`;

const History = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
`;
