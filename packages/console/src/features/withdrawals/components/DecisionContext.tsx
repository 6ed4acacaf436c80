import type { Withdrawal } from '@nsa/api';
import { Skeleton, Stack, Text } from '@nsa/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clock } from '../../../lib/clock.ts';
import { AddressCell, DateTimeCell, StaffAddressCell, TokenAmount } from '../../../lib/components/Cells.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { useWithdrawalContext } from '../api/withdrawalsQueries.ts';
import { formatWaiting } from './waiting.ts';

/**
 * What to weigh before deciding (contract § "Context for a decision"): who asked and their history,
 * whether this recipient was paid before, and, first and loud, known addresses that look like it.
 */
export function DecisionContext({
  withdrawal: w,
  compact = false,
}: {
  withdrawal: Withdrawal;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const context = useWithdrawalContext(w.id);
  if (context.isPending) return <Skeleton inlineSize="100%" blockSize="6rem" />;
  if (context.error || !context.data) {
    return (
      <Text as="p" tone="muted" role="status">
        {t('context.failed')}
      </Text>
    );
  }
  const { account, recipient } = context.data;
  return (
    <Stack gap={3}>
      {recipient.lookalikes.length > 0 ? (
        <Warning role="alert">
          <strong>{t('context.lookalikesTitle', { count: recipient.lookalikes.length })}</strong>
          <Text as="p">{t('context.lookalikesBody')}</Text>
          <Stack as="ul" gap={1}>
            {recipient.lookalikes.map((address) => (
              <li key={address}>
                <AddressCell address={address} full="grouped" user />
              </li>
            ))}
          </Stack>
        </Warning>
      ) : null}
      <Facts $compact={compact}>
        <Fact label={t('context.recipientHistory')}>
          {recipient.previousApproved === 0 ? (
            <Text weight="bold">{t('context.firstToAddress')}</Text>
          ) : (
            t('context.previousApproved', { count: recipient.previousApproved })
          )}
        </Fact>
        <Fact label={t('context.accountSince')}>
          {account.createdAt ? (
            <>
              <DateTimeCell iso={account.createdAt} />{' '}
              <Text tone="muted">({formatWaiting(account.createdAt, clock.now(), i18n)})</Text>
            </>
          ) : (
            t('context.notAUser')
          )}
        </Fact>
        <Fact label={t('context.orders')}>{account.orders.count}</Fact>
        <Fact label={t('context.withdrawals')}>{account.withdrawals.count}</Fact>
        <Fact label={t('context.approvedTotals')}>
          {account.withdrawals.approved.length === 0 ? (
            t('common.none')
          ) : (
            <Stack as="ul" gap={1}>
              {account.withdrawals.approved.map((sum) => (
                <li key={`${sum.chainId}:${sum.tokenSymbol}`}>
                  <TokenAmount value={sum.amount} symbol={sum.tokenSymbol} />
                </li>
              ))}
            </Stack>
          )}
        </Fact>
        {!compact ? (
          <Fact label={t('context.inviter')}>
            <StaffAddressCell address={account.inviterAddress} user />
          </Fact>
        ) : null}
      </Facts>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Warning = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.fg.default};
  & > strong {
    color: ${({ theme }) => theme.color.danger};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Facts = styled.dl<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $compact }) => ($compact ? '10rem' : '13rem')}), 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
