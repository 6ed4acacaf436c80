import { CHAINS } from '@nsa/api';
import { ErrorState, Skeleton, StatCard } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { buildChainIds, chainName } from '../../../lib/chains.ts';
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

/**
 * Lines the pending amounts can take: one per token of each chain this build serves. The list keeps
 * room for all of them, loading or loaded, so the queue below never jumps when the figures arrive.
 */
const amountSlots = buildChainIds.reduce((sum, chainId) => sum + CHAINS[chainId].tokens.length, 0);

export function OverviewCards() {
  const { t } = useTranslation();
  const { data, error, isPending } = useWithdrawalOverview();
  const card = useCardFilter();
  if (error) return <ErrorState title={t(`errors.${errorKey(error)}`, { message: error.message })} />;
  const loading = { loading: isPending, loadingLabel: t('common.loading') };
  return (
    <Cards>
      <StatCard label={t('withdraw.pending')} value={data?.pending.count} {...loading} {...card('pending')} />
      <AmountsCard
        label={t('withdraw.pendingAmounts')}
        value={
          <AmountList aria-busy={isPending || undefined} $slots={amountSlots}>
            {isPending ? (
              Array.from({ length: amountSlots }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
                <li key={i} aria-hidden="true">
                  <Skeleton inlineSize="100%" blockSize="1em" />
                </li>
              ))
            ) : data && data.pending.amounts.length > 0 ? (
              data.pending.amounts.map((a) => (
                <li key={`${a.chainId}-${a.tokenSymbol}`}>
                  <TokenAmount value={a.amount} symbol={a.tokenSymbol} />
                  <Chain>{chainName(a.chainId)}</Chain>
                </li>
              ))
            ) : (
              <li>{t('common.none')}</li>
            )}
          </AmountList>
        }
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

// On a phone the amounts take the whole row, so each token and its chain fit on one line.
const AmountsCard = styled(StatCard)`
  @media (max-width: 47.99rem) {
    grid-column: 1 / -1;
  }
`;

// Several tokens under one figure: smaller than a single count, one per line, its chain beside it.
const AmountList = styled.ul<{ $slots: number }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  /* Room for every line (1.5em each, with the gaps between) before any arrives. */
  min-block-size: calc(${({ $slots }) => $slots} * 1.5em + ${({ $slots }) => $slots - 1} * ${({ theme }) => theme.space[1]});
  line-height: 1.5;
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
