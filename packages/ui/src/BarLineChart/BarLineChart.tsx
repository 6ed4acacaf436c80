import { useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { bucketStep, valueTicks } from './axes.ts';

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

/** Room around the plot: the value axis' labels on one side, the bucket labels underneath. */
const PAD = 8;
const VALUE_AXIS = 56;
const BUCKET_AXIS = 40;
const TICK = 6;

/**
 * Bars with an optional line over a row of buckets (a day or a week each), drawn as SVG in the
 * theme's colours and mirrored for right-to-left readers. Bars, one line and two axes are a few
 * dozen shapes: SVG draws them crisp at any zoom with no charting library (uPlot was 21 kB of a
 * signed-in /home's JS).
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
  const [width, setWidth] = useState(0);

  // Measured before the first paint, then on every resize: labels are spaced by the real width.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(element.clientWidth, 200));
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  const { color, font } = theme;
  const count = Math.max(labels.length, 1);
  const plotStart = rtl ? PAD : PAD + VALUE_AXIS;
  const plotEnd = rtl ? width - PAD - VALUE_AXIS : width - PAD;
  const plotWidth = Math.max(plotEnd - plotStart, 1);
  const top = PAD;
  const bottom = height - BUCKET_AXIS;
  const slot = plotWidth / count;
  const x = (i: number) => (rtl ? plotEnd - (i + 0.5) * slot : plotStart + (i + 0.5) * slot);
  const { ticks, max } = valueTicks(
    Math.max(0, ...bars.values, ...(line?.values ?? [])),
    (bottom - top) / 30,
  );
  const y = (value: number) => bottom - (value / max) * (bottom - top);
  const barWidth = Math.min(slot * 0.7, 48);
  const step = bucketStep(slot, 64);
  const axisX = rtl ? plotEnd : plotStart;
  const labelX = rtl ? plotEnd + TICK + 4 : plotStart - TICK - 4;
  const text = { fill: color.fg.muted, fontSize: 12, fontFamily: font.family };

  return (
    <Figure>
      <Legend>
        <li>
          <Swatch $color={color.accent} $shape="bar" />
          {bars.name}
        </li>
        {line ? (
          <li>
            <Swatch $color={color.warning} $shape="line" />
            {line.name}
          </li>
        ) : null}
      </Legend>
      <Host ref={host} role="img" aria-label={summary} style={{ blockSize: height }}>
        {width > 0 ? (
          <svg width={width} height={height} aria-hidden="true" direction="ltr">
            {ticks.map((value) => (
              <g key={value}>
                <line x1={plotStart} x2={plotEnd} y1={y(value)} y2={y(value)} stroke={color.border} />
                <line
                  x1={axisX}
                  x2={rtl ? axisX + TICK : axisX - TICK}
                  y1={y(value)}
                  y2={y(value)}
                  stroke={color.border}
                />
                <text
                  {...text}
                  x={labelX}
                  y={y(value)}
                  dominantBaseline="middle"
                  textAnchor={rtl ? 'start' : 'end'}
                >
                  {formatValue(value)}
                </text>
              </g>
            ))}
            {bars.values.map((value, i) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions, not items
                key={i}
                x={x(i) - barWidth / 2}
                y={y(value)}
                width={barWidth}
                height={bottom - y(value)}
                fill={color.accent}
              />
            ))}
            {labels.map((label, i) =>
              i % step === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions, not items
                <g key={i}>
                  <line x1={x(i)} x2={x(i)} y1={bottom} y2={bottom + TICK} stroke={color.border} />
                  <text {...text} x={x(i)} y={bottom + TICK + 14} textAnchor="middle">
                    {label}
                  </text>
                </g>
              ) : null,
            )}
            {line ? (
              <g>
                <polyline
                  points={line.values.map((value, i) => `${x(i)},${y(value)}`).join(' ')}
                  fill="none"
                  stroke={color.warning}
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {labels.length < 40
                  ? line.values.map((value, i) => (
                      <circle
                        // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions, not items
                        key={i}
                        cx={x(i)}
                        cy={y(value)}
                        r={2.5}
                        fill={color.surface}
                        stroke={color.warning}
                        strokeWidth={1.5}
                      />
                    ))
                  : null}
              </g>
            ) : null}
          </svg>
        ) : null}
      </Host>
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

const Host = styled.div`
  inline-size: 100%;
  min-inline-size: 0;
  overflow: hidden;
  & > svg {
    display: block;
  }
`;
