import { Amount, ErrorState, StatCard } from '@nsa/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chainName } from '../../../lib/chains.ts';
import { errorKey } from '../../../lib/errorMessages.ts';
import { useWithdrawalOverview } from '../api/withdrawalsQueries.ts';

export function OverviewCards() {
  const { t } = useTranslation();
  const { data, error, isPending } = useWithdrawalOverview();
  if (error) return <ErrorState title={t(`errors.${errorKey(error)}`, { message: error.message })} />;
  const loading = { loading: isPending, loadingLabel: t('common.loading') };
  return (
    <Cards>
      <StatCard label={t('withdraw.pending')} value={data?.pending.count} {...loading} />
      <StatCard
        label={t('withdraw.pendingAmounts')}
        value={
          data && data.pending.amounts.length > 0 ? (
            <AmountList>
              {data.pending.amounts.map((a) => (
                <li key={`${a.chainId}-${a.tokenSymbol}`}>
                  <Amount value={a.amount} symbol={a.tokenSymbol} />
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
      <StatCard label={t('withdraw.approvedToday')} value={data?.approvedToday.count} {...loading} />
      <StatCard label={t('withdraw.rejectedToday')} value={data?.rejectedToday.count} {...loading} />
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
