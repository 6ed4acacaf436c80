import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';

export type BarLineChartProps = {
  /** One label per bucket, e.g. its date; shown under the axis. */
  labels: readonly string[];
  /** Drawn as bars. */
  bars: { name: string; values: readonly number[] };
  /** Drawn as a line over the bars, on the same scale. */
  line?: { name: string; values: readonly number[] };
  /** What the chart shows, for assistive technology (the numbers themselves are in a table beside it). */
  summary: string;
  /** Right to left: the first bucket on the right, the value axis on the right. */
  rtl?: boolean;
  /** Formats a value on the axis (thousands separators, the reader's digits). */
  formatValue?: (value: number) => string;
  height?: number;
};

/**
 * Bars with an optional line over a row of buckets (a day or a week each): uPlot, a 23 kB (gzip)
 * canvas chart, drawn in the theme's colours and mirrored for right-to-left readers.
 */
export function BarLineChart({
  labels,
  bars,
  line,
  summary,
  rtl = false,
  formatValue = String,
  height = 240,
}: BarLineChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { color, font } = theme;
    const axis = {
      stroke: color.fg.muted,
      grid: { stroke: color.border, width: 1 },
      ticks: { stroke: color.border, width: 1 },
      font: `12px ${font.family}`,
    };
    const x = labels.map((_, i) => i);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { show: false },
        padding: [8, 8, 0, 8],
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          {
            ...axis,
            grid: { show: false },
            // Whole buckets only, each named by its label, far enough apart to be read.
            incrs: [1, 2, 3, 5, 7, 14, 30, 60, 90],
            space: 64,
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          { ...axis, side: rtl ? 1 : 3, size: 56, values: (_u, splits) => splits.map(formatValue) },
        ],
        series: [
          {},
          {
            label: bars.name,
            fill: color.accent,
            stroke: color.accent,
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
            points: { show: false },
          },
          ...(line
            ? [{ label: line.name, stroke: color.warning, width: 2, points: { show: labels.length < 40 } }]
            : []),
        ],
      },
      [x, [...bars.values], ...(line ? [[...line.values]] : [])],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, bars, line, rtl, formatValue, height, theme]);

  return (
    <Figure>
      <Legend>
        <li>
          <Swatch $color={theme.color.accent} $shape="bar" />
          {bars.name}
        </li>
        {line ? (
          <li>
            <Swatch $color={theme.color.warning} $shape="line" />
            {line.name}
          </li>
        ) : null}
      </Legend>
      <Host ref={host} role="img" aria-label={summary} style={{ blockSize: height }} />
    </Figure>
  );
}

const Figure = styled.div`
  min-inline-size: 0;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Swatch = styled.span<{ $color: string; $shape: 'bar' | 'line' }>`
  display: inline-block;
  inline-size: 0.9rem;
  block-size: ${({ $shape }) => ($shape === 'bar' ? '0.7rem' : '0.2rem')};
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

// The few rules of uPlot's stylesheet the chart needs: its layers stacked in one box.
const Host = styled.div`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;
  overflow: hidden;
  & .uplot,
  & .u-wrap {
    position: relative;
  }
  & .u-wrap canvas,
  & .u-under,
  & .u-over {
    position: absolute;
    display: block;
  }
  & .u-axis {
    position: absolute;
  }
`;
