import type { UserRelation } from '@nsa/api';
import { ErrorState, Skeleton, StatusBadge, Text } from '@nsa/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api.ts';
import { DateTimeCell, StaffAddressCell } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session } from '../../../lib/session.ts';

type Address = `0x${string}`;

/** Relations where `address` is the invitee: its inviters, nearest first (a chain of a few). */
const chainQuery = (address: Address, level?: number) => ({
  queryKey: ['inviterChain', address, level ?? 'all'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.userRelation(
      { userAddress: address, ...(level ? { level } : {}), sort: 'level', order: 'asc', pageSize: 20 },
      { signal },
    ),
});

/**
 * The user's inviters, level by level, each with when its own link was made. Every relation of a
 * user is written when the user joins, so the rows of one chain all carry the user's join time: the
 * link at level n (its inviter inviting the one at level n − 1) was made when that one joined, which
 * its own level-1 relation records (one small request per level above the first).
 */
export function InviterChain({ address, headingId }: { address: Address; headingId: string }) {
  const { t } = useTranslation();
  const viewer = useSnapshot(session).userInfo?.address;
  const chain = useQuery(chainQuery(address));
  const rows = chain.data?.list ?? [];
  const below = rows.slice(0, -1).map((row) => row.inviterAddress);
  const joined = useQueries({ queries: below.map((invitee) => chainQuery(invitee, 1)) });
  const linkedAt = (row: UserRelation, index: number): string | null | undefined =>
    index === 0 ? row.createdAt : joined[index - 1]?.data?.list[0]?.createdAt;

  if (chain.isPending) {
    return (
      <div aria-busy="true">
        <Text tone="muted">{t('common.loading')}</Text>
        <Skeleton lines={2} blockSize="1.5rem" />
      </div>
    );
  }
  if (chain.error) {
    return (
      <ErrorState
        title={t(`errors.${errorKey(chain.error)}`, { message: chain.error.message })}
        retryLabel={t('common.retry')}
        onRetry={() => void chain.refetch()}
        retrying={chain.isFetching}
      />
    );
  }
  if (rows.length === 0) return <Text tone="muted">{t('user.noInviter')}</Text>;
  return (
    <Chain aria-labelledby={headingId}>
      {rows.map((row, index) => {
        const at = linkedAt(row, index);
        const you = viewer !== undefined && row.inviterAddress.toLowerCase() === viewer.toLowerCase();
        return (
          <li key={row.inviterAddress}>
            <Level>{t('tree.level', { level: row.level })}</Level>
            <Who>
              <StaffAddressCell address={row.inviterAddress} user={!you} />
              {you ? <StatusBadge tone="info">{t('tree.you')}</StatusBadge> : null}
            </Who>
            <When>
              <Text tone="muted">{t('columns.createdAt')}</Text>{' '}
              {at === undefined ? <Skeleton inlineSize="9rem" /> : <DateTimeCell iso={at} />}
            </When>
          </li>
        );
      })}
    </Chain>
  );
}

const Chain = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  & > li:last-child {
    border-block-end: 0;
  }
`;

const Level = styled.span`
  min-inline-size: 4.5rem;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Who = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

const When = styled.span`
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
