import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useListContext, useTranslate } from 'react-admin';
import { formatCount, formatDay, formatPeriod, PAYMENT_PERIODS, type PaymentPeriod } from '@notices/common';
import type { BillingReport } from './types';

const WIDTH = 640;
const HEIGHT = 160;
const AXIS = 20;
const MAX_BARS = 24;

interface Bar {
  label: string;
  from: string;
  count: number;
}

/** The bars of one kind of period (weeks or months): a series never mixes the two. */
export interface Series {
  kind: PaymentPeriod;
  bars: Bar[];
}

/**
 * Sums the listed rows per period (paymentPeriodFrom), oldest first; at most MAX_BARS periods. The rows
 * are of one kind of period (seriesOf splits them): a week and the month starting the same Sunday would
 * otherwise stand side by side as if comparable.
 */
export function barsOf(rows: readonly BillingReport[]): Bar[] {
  const byPeriod = new Map<string, Bar>();
  for (const row of rows) {
    const key = `${row.paymentPeriodFrom}|${row.paymentPeriodTo}`;
    const bar = byPeriod.get(key);
    if (bar) bar.count += row.noticesCount;
    else
      byPeriod.set(key, {
        from: row.paymentPeriodFrom,
        label: formatPeriod(row.paymentPeriodFrom, row.paymentPeriodTo),
        count: row.noticesCount,
      });
  }
  return [...byPeriod.values()].sort((a, b) => a.from.localeCompare(b.from)).slice(-MAX_BARS);
}

/** One series per kind of period present in the rows (weekly first, then monthly); empty kinds left out. */
export function seriesOf(rows: readonly BillingReport[]): Series[] {
  return PAYMENT_PERIODS.map((kind) => ({
    kind,
    bars: barsOf(rows.filter((row) => row.paymentPeriod === kind)),
  })).filter((series) => series.bars.length > 0);
}

/**
 * Small bar charts of noticesCount per period for the rows on the page (plain SVG, no library): one
 * chart per kind of period, labelled, since weekly and monthly counts are not comparable.
 */
export const NoticesChart = () => {
  const { data } = useListContext<BillingReport>();
  const series = seriesOf(data ?? []);
  if (series.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {series.map((s) => (
        <PeriodChart key={s.kind} series={s} />
      ))}
    </Box>
  );
};

const PeriodChart = ({ series: { kind, bars } }: { series: Series }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const slot = WIDTH / bars.length;
  const barWidth = Math.max(4, slot * 0.7);
  const summary = bars.map((bar) => `${bar.label}: ${formatCount(bar.count)}`).join('; ');
  return (
    <Box component="figure" sx={{ m: 0, p: 2 }}>
      <Typography component="figcaption" variant="subtitle2">
        {translate(`admin.pages.billingReports.chart.titles.${kind}`)}
      </Typography>
      <svg
        role="img"
        aria-label={translate('admin.pages.billingReports.chart.seriesLabel', {
          kind: translate(`admin.pages.billingReports.chart.kinds.${kind}`),
          summary,
        })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        {bars.map((bar, index) => {
          const height = Math.round((bar.count / max) * (HEIGHT - 14));
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${bar.count}`}</title>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                fill={theme.palette.primary.main}
              />
              <text x={x + barWidth / 2} y={HEIGHT - height - 3} fontSize={11} textAnchor="middle">
                {formatCount(bar.count)}
              </text>
              {bars.length <= 12 && (
                <text x={x + barWidth / 2} y={HEIGHT + 14} fontSize={10} textAnchor="middle">
                  {formatDay(bar.from).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke={theme.palette.divider} />
      </svg>
    </Box>
  );
};
