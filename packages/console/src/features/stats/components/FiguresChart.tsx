import { BarLineChart, type BarLineChartProps } from '@nsa/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The figures' chart, a chunk of its own: it paints after the figures' numbers, which come first. */
export default function FiguresChart(props: Omit<BarLineChartProps, 'formatValue'>) {
  const { i18n } = useTranslation();
  const formatValue = useCallback(
    (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value),
    [i18n.language],
  );
  return <BarLineChart {...props} formatValue={formatValue} />;
}
