import { ErrorState, StatCard } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { chainName } from '../../../lib/chains.ts';
import { TokenAmount } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { useWithdrawalOverview } from '../api/withdrawalsQueries.ts';

/**
 * The list each count stands for: the pending queue oldest first (who has waited longest), the
 * decided ones newest decision first (today's on top; the list's dates filter creation, not decision).
 */
const views = {
  pending: { status: 'pending', sort: 'createdAt', order: 'asc' },
  approved: { status: 'approved', sort: 'decidedAt', order: 'desc' },
  rejected: { status: 'rejected', sort: 'decidedAt', order: 'desc' },
} as const;
type View = keyof typeof views;

/** A card's click shows its list; a second click on the card shown goes back to the whole list. */
function useCardFilter() {
  const [search, setSearch] = useSearchParams();
  const shown = (view: View) =>
    Object.entries(views[view]).every(([key, value]) => search.get(key) === value) &&
    [...search.keys()].every((key) => key in views[view] || key === 'pageSize');
  const show = (view: View) => {
    const next = new URLSearchParams();
    const pageSize = search.get('pageSize');
    if (pageSize) next.set('pageSize', pageSize);
    if (!shown(view)) for (const [key, value] of Object.entries(views[view])) next.set(key, value);
    setSearch(next);
  };
  return (view: View) => ({ onClick: () => show(view), pressed: shown(view) });
}

export function OverviewCards() {
  const { t } = useTranslation();
  const { data, error, isPending } = useWithdrawalOverview();
  const card = useCardFilter();
  if (error) return <ErrorState title={t(`errors.${errorKey(error)}`, { message: error.message })} />;
  const loading = { loading: isPending, loadingLabel: t('common.loading') };
  return (
    <Cards>
      <StatCard label={t('withdraw.pending')} value={data?.pending.count} {...loading} {...card('pending')} />
      <StatCard
        label={t('withdraw.pendingAmounts')}
        value={
          data && data.pending.amounts.length > 0 ? (
            <AmountList>
              {data.pending.amounts.map((a) => (
                <li key={`${a.chainId}-${a.tokenSymbol}`}>
                  <TokenAmount value={a.amount} symbol={a.tokenSymbol} />
                  <Chain>{chainName(a.chainId)}</Chain>
                </li>
              ))}
            </AmountList>
          ) : (
            t('common.none')
          )
        }
        {...loading}
      />
      <StatCard
        label={t('withdraw.approvedToday')}
        value={data?.approvedToday.count}
        {...loading}
        {...card('approved')}
      />
      <StatCard
        label={t('withdraw.rejectedToday')}
        value={data?.rejectedToday.count}
        {...loading}
        {...card('rejected')}
      />
    </Cards>
  );
}

const Cards = styled.div`
  display: grid;
  /* Two cards a row on a phone, so the queue starts on the first screen. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  @media (max-width: 47.99rem) {
    gap: ${({ theme }) => theme.space[2]};
  }
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

// Several tokens under one figure: smaller than a single count, one per line, its chain beside it.
const AmountList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space[2]};
  }
`;

const Chain = styled.bdi`
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
