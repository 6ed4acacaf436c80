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
                  <Amount value={a.amount} symbol={a.tokenSymbol} /> · <bdi>{chainName(a.chainId)}</bdi>
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
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

// Several tokens under one figure: smaller than a single count, one per line.
const AmountList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};
`;
