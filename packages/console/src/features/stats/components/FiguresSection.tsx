import { accessFor, type StatsBucket } from '@nsa/api';
import {
  createColumnHelper,
  DataTable,
  directionOf,
  ErrorState,
  formatAmount,
  Select,
  Skeleton,
  StatCard,
  Tabs,
  VisuallyHidden,
} from '@nsa/ui';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useAfterPaint } from '../../../lib/afterPaint.ts';
import { lazyChunk } from '../../../lib/chunkFailure.ts';
import { clock } from '../../../lib/clock.ts';
import { Count } from '../../../lib/components/Cells.tsx';
import { errorKey } from '../../../lib/errorMessages.ts';
import { session } from '../../../lib/session.ts';
import { useStats } from '../api/statsQueries.ts';
import { DEFAULT_FIGURE_RANGE, FIGURE_RANGES, type FigureRange, rangeQuery } from '../figureRange.ts';
import { dayLabelFormat, ordersPerBucket, sumByToken, type TokenTotal, totals } from '../figures.ts';

/** Whether the chart's chunk has arrived: a second visit draws it at once, with no placeholder first. */
let chartArrived = false;
/** The chart loads with this section only, after its numbers. */
const FiguresChart = lazy(
  lazyChunk(() =>
    import('./FiguresChart.tsx').then((module) => {
      chartArrived = true;
      return module;
    }),
  ),
);

/** Totals per token, one line each, the token's symbol after its amount. */
function Amounts({ list }: { list: readonly TokenTotal[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return <>{t('figures.none')}</>;
  return (
    // Spans: a card holds phrasing content only.
    <AmountList>
      {list.map((a) => (
        <bdi key={a.tokenSymbol} dir="ltr">
          {formatAmount(a.amount)} {a.tokenSymbol}
        </bdi>
      ))}
    </AmountList>
  );
}

const column = createColumnHelper<StatsBucket>();
/**
 * Each column wider than its cells in the demo data's 30- and 365-day views (a width is a floor, so
 * a wider cell still widens its column): the table draws only the rows in view, and
 * columns sized by their content moved by a pixel or so as other rows came into view (or the rows
 * drawn before the virtualizer came gave way to its window). Sized so, they follow the table's width
 * and their headers only.
 */
const widths = { day: '8rem', count: '7.5rem', amounts: '8.5rem' };

/**
 * The chart's place while its numbers or its chunk load: as tall as the legend and chart, so the
 * page does not move, and saying "Loading" (what screen readers and finished-screen checks wait for).
 */
function ChartPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <Skeleton inlineSize="100%" blockSize="calc(240px + 1.75rem)" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </div>
  );
}

/**
 * The chart once the page has painted (its chunk after the cards and the list above and beside it),
 * its placeholder until then. Its own component, so that the paint re-renders it alone, not the
 * whole section; `chart` is called only then, so its labels are not formatted for the first paint.
 */
function ChartAfterPaint({ loading, chart }: { loading: boolean; chart: () => ReactNode }) {
  const painted = useAfterPaint() || chartArrived;
  return loading || !painted ? (
    <ChartPlaceholder />
  ) : (
    <Suspense fallback={<ChartPlaceholder />}>{chart()}</Suspense>
  );
}

/**
 * "How the business is doing" on `/home`: paid orders, sales, new users and commissions over a
 * chosen range (a kol's downline only; decided withdrawals for a super), as cards, a chart and the
 * same numbers as a table.
 */
export function FiguresSection() {
  const { t, i18n } = useTranslation();
  const role = useSnapshot(session).userInfo?.role;
  const [days, setDays] = useState<FigureRange>(DEFAULT_FIGURE_RANGE);
  const query = useMemo(() => rangeQuery(days, clock.now()), [days]);
  const stats = useStats(query);
  const buckets = stats.data?.buckets ?? [];
  const sum = useMemo(() => totals(buckets), [buckets]);
  // Withdrawals are a super's desk (the only role that may list them).
  const showWithdrawals =
    role !== undefined && accessFor('withdrawals', role) !== null && sum.withdrawals !== undefined;
  // Axis labels: the bucket's day, short and in the reader's language (the table has full dates).
  const dayLabel = useMemo(() => dayLabelFormat(i18n.language), [i18n.language]);
  const label = (b: StatsBucket) => dayLabel.format(new Date(b.start));

  const columns = useMemo(
    () => [
      column.accessor('start', {
        header: query.bucket === 'week' ? t('figures.weekOf') : t('figures.day'),
        cell: (c) => <bdi dir="ltr">{c.getValue().slice(0, 10)}</bdi>,
        meta: { width: widths.day },
      }),
      column.accessor((b) => b.sales.reduce((n, s) => n + s.count, 0), {
        id: 'orders',
        header: t('figures.orders'),
        cell: (c) => <Count value={c.getValue()} />,
        meta: { width: widths.count },
      }),
      column.accessor('sales', {
        header: t('figures.sales'),
        cell: (c) => <Amounts list={sumByToken([c.getValue()])} />,
        meta: { width: widths.amounts },
      }),
      column.accessor('newUsers', {
        header: t('figures.newUsers'),
        cell: (c) => <Count value={c.getValue()} />,
        meta: { width: widths.count },
      }),
      column.accessor('commissions', {
        header: t('figures.commissions'),
        cell: (c) => <Amounts list={sumByToken([c.getValue()])} />,
        meta: { width: widths.amounts },
      }),
      ...(showWithdrawals
        ? [
            column.accessor((b) => b.withdrawals?.approved ?? 0, {
              id: 'approved',
              header: t('figures.approved'),
              cell: (c) => <Count value={c.getValue()} />,
              meta: { width: widths.count },
            }),
            column.accessor((b) => b.withdrawals?.rejected ?? 0, {
              id: 'rejected',
              header: t('figures.rejected'),
              cell: (c) => <Count value={c.getValue()} />,
              meta: { width: widths.count },
            }),
          ]
        : []),
    ],
    [t, query.bucket, showWithdrawals],
  );

  const rangeLabel = t('figures.lastDays', { count: days });
  const loading = stats.isPending;
  return (
    <Section aria-labelledby="figures-title">
      <Head>
        <h2 id="figures-title">
          {role && accessFor('stats', role) === 'downline' ? t('figures.titleKol') : t('figures.title')}
        </h2>
        <Select
          inline
          label={t('figures.range')}
          value={String(days)}
          onValueChange={(value) => setDays(Number(value) as FigureRange)}
          options={FIGURE_RANGES.map((d) => ({
            value: String(d),
            label: t('figures.lastDays', { count: d }),
          }))}
        />
      </Head>
      {stats.error && !stats.data ? (
        <ErrorState
          title={t(`errors.${errorKey(stats.error)}`, { message: stats.error.message })}
          retryLabel={t('common.retry')}
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <>
          <Cards aria-busy={loading}>
            <StatCard
              label={t('figures.orders')}
              value={<Count value={sum.orders} />}
              hint={<Amounts list={sum.sales} />}
              loading={loading}
              loadingLabel={t('common.loading')}
            />
            <StatCard
              label={t('figures.newUsers')}
              value={<Count value={sum.newUsers} />}
              hint={rangeLabel}
              loading={loading}
              loadingLabel={t('common.loading')}
            />
            <StatCard
              label={t('figures.commissions')}
              value={<Amounts list={sum.commissions} />}
              loading={loading}
              loadingLabel={t('common.loading')}
            />
            {showWithdrawals && sum.withdrawals ? (
              <StatCard
                label={t('figures.decided')}
                value={<Count value={sum.withdrawals.approved + sum.withdrawals.rejected} />}
                hint={t('figures.decidedHint', {
                  approved: formatAmount(sum.withdrawals.approved),
                  rejected: formatAmount(sum.withdrawals.rejected),
                })}
                loading={loading}
                loadingLabel={t('common.loading')}
              />
            ) : null}
          </Cards>
          <Tabs
            label={t('figures.view')}
            items={[
              {
                value: 'chart',
                label: t('figures.chart'),
                content: (
                  <ChartAfterPaint
                    loading={loading}
                    chart={() => (
                      <FiguresChart
                        labels={buckets.map(label)}
                        bars={{ name: t('figures.orders'), values: ordersPerBucket(buckets) }}
                        line={{ name: t('figures.newUsers'), values: buckets.map((b) => b.newUsers) }}
                        summary={t('figures.chartSummary', {
                          range: rangeLabel,
                          orders: formatAmount(sum.orders),
                          users: formatAmount(sum.newUsers),
                        })}
                        rtl={directionOf(i18n.language) === 'rtl'}
                      />
                    )}
                  />
                ),
              },
              {
                value: 'table',
                label: t('figures.table'),
                content: (
                  <DataTable
                    caption={t('figures.tableCaption', { range: rangeLabel })}
                    columns={columns}
                    data={[...buckets].reverse()}
                    getRowId={(b) => b.start}
                    state={loading ? 'loading' : 'ready'}
                    maxHeight="24rem"
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}

// One column that may shrink below its content: the chart's canvas must not hold the page wide.
const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const AmountList = styled.span`
  display: grid;
  justify-items: start;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
