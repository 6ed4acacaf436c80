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
    <Frame>
      <Cards>
        <StatCard
          label={t('withdraw.pending')}
          value={data?.pending.count}
          {...loading}
          {...card('pending')}
        />
        <StatCard
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
    </Frame>
  );
}

/** The cards' room, which their layout follows (the side menu takes part of a laptop's width). */
const Frame = styled.div`
  container-type: inline-size;
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

/**
 * Placed by their order (pending, its amounts, approved, rejected) so that no card is stretched
 * empty nor leaves a hole: on a phone the pending count and its amounts each take the row, the day's
 * two counts share one; on a tablet the counts stand in a column beside the amounts, as tall as
 * they are; from a laptop on, one row, the amounts twice as wide so each token keeps its chain on
 * its line.
 */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-template-areas: 'pending pending' 'amounts amounts' 'approved rejected';
  gap: ${({ theme }) => theme.space[2]};
  & > :nth-child(1) {
    grid-area: pending;
  }
  & > :nth-child(2) {
    grid-area: amounts;
  }
  & > :nth-child(3) {
    grid-area: approved;
  }
  & > :nth-child(4) {
    grid-area: rejected;
  }
  @container (min-width: 30rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    grid-template-areas: 'pending amounts' 'approved amounts' 'rejected amounts';
    gap: ${({ theme }) => theme.space[3]};
  }
  @container (min-width: 46rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'pending amounts approved rejected';
  }
`;

// Several tokens under one figure: smaller than a single count, one per line, its chain beside it.
const AmountList = styled.ul<{ $slots: number }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  /* On a wide card, each chain stays near its amount rather than across the card. */
  max-inline-size: 24rem;
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
