import { useTranslation } from 'react-i18next';
import { chainName } from '../../../lib/chains.ts';
import { AmountText } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { useWithdrawalOverview } from '../api/withdrawalsQueries.ts';

export function OverviewCards() {
  const { t } = useTranslation();
  const { data, error, isPending } = useWithdrawalOverview();
  if (isPending) return <p role="status">{t('common.loading')}</p>;
  if (error) return <p role="alert">{t(`errors.${errorKey(error)}`, { message: error.message })}</p>;
  return (
    <div className="cards">
      <section className="card" aria-labelledby="ov-pending">
        <div id="ov-pending" className="card-label">
          {t('withdraw.pending')}
        </div>
        <div className="card-value num">{data.pending.count}</div>
      </section>
      <section className="card" aria-labelledby="ov-amounts">
        <div id="ov-amounts" className="card-label">
          {t('withdraw.pendingAmounts')}
        </div>
        <ul className="muted" style={{ margin: 0, paddingInlineStart: '1rem' }}>
          {data.pending.amounts.map((a) => (
            <li key={`${a.chainId}-${a.tokenSymbol}`}>
              <AmountText value={a.amount} symbol={a.tokenSymbol} /> · {chainName(a.chainId)}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="ov-approved">
        <div id="ov-approved" className="card-label">
          {t('withdraw.approvedToday')}
        </div>
        <div className="card-value num">{data.approvedToday.count}</div>
      </section>
      <section className="card" aria-labelledby="ov-rejected">
        <div id="ov-rejected" className="card-label">
          {t('withdraw.rejectedToday')}
        </div>
        <div className="card-value num">{data.rejectedToday.count}</div>
      </section>
    </div>
  );
}
