import { useEffect, useId, useRef, useState } from 'react';
import { home } from '@casino/api';
import type { HomeChartName } from '@casino/api';
import { call, logFailedLoad, numberFormat } from '@casino/core';
import { chartTitles, text } from './messages';
import { RATING_COLORS } from './palette';
import { CHART_KINDS, seriesOf } from './series';
import type { ChartKind, ChartSeries } from './series';
import type { HomeChartsProps } from './props';
import type * as ChartsModule from './charts';

type Charts = typeof ChartsModule;

/** chart.js and the drawing code, fetched once for the page's charts. */
let chartsCode: Promise<Charts> | undefined;
export function loadCharts(): Promise<Charts> {
  chartsCode ??= import('./charts');
  // A failed load may be tried again by the next chart.
  chartsCode.catch(() => {
    chartsCode = undefined;
  });
  return chartsCode;
}

const formatNumber = numberFormat();

/** The chart's text alternative: what a sighted visitor reads off it, in one sentence. */
export function describeChart(kind: ChartKind, series: ChartSeries): string {
  const items = series.entries
    .map((entry) => text.entry(entry.name, formatNumber(entry.value)))
    .join(', ');
  if (kind === 'line') {
    const first = series.entries[0];
    const last = series.entries.at(-1);
    return text.lineSummary(
      series.label,
      first ? text.entry(first.name, formatNumber(first.value)) : '',
      last ? text.entry(last.name, formatNumber(last.value)) : '',
    );
  }
  if (kind === 'bar') return text.barSummary(series.label, items);
  const total =
    series.totalUserReviews === null
      ? ''
      : `${formatNumber(series.totalUserReviews)} ${series.totalUserReviewsLabel ?? ''}`.trim();
  return text.doughnutSummary(series.label, total, items);
}

type Load = { status: 'loading' } | { status: 'ready'; series: ChartSeries } | { status: 'failed' };

interface HomeChartProps {
  name: HomeChartName;
  headingLevel: number;
}

function HomeChart({ name, headingLevel }: HomeChartProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const kind = CHART_KINDS[name];
  const title = chartTitles[name]();

  useEffect(() => {
    const controller = new AbortController();
    call(home.homeChart, { chart: name }, { signal: controller.signal }).then(
      (data) => setLoad({ status: 'ready', series: seriesOf(kind, data, title) }),
      (error: unknown) => {
        // SPEC §8: a failed load is only logged; the chart is left out.
        if (logFailedLoad(`Home chart ${name}`, error, controller.signal))
          setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // The title is read once: a language change redraws nothing the data did not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, kind]);

  const series = load.status === 'ready' ? load.series : null;
  useEffect(() => {
    if (!series) return;
    let removed = false;
    let erase: (() => void) | undefined;
    loadCharts().then(
      ({ drawChart }) => {
        if (removed || !canvas.current) return;
        erase = drawChart(canvas.current, kind, series);
        setDrawn(true);
      },
      (error: unknown) => logFailedLoad('Chart drawing code', error),
    );
    return () => {
      removed = true;
      erase?.();
    };
  }, [series, kind]);

  if (load.status === 'failed') return null;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <figure
      className={`cw-home-chart cw-home-chart--${kind}`}
      data-chart={name}
      data-drawn={drawn ? 'true' : 'false'}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="cw-home-chart__title">
        {title}
      </Heading>
      {!series ? (
        <p className="cw-home-chart__loading" role="status">
          {text.chartLoading()}
        </p>
      ) : (
        <>
          <div className="cw-home-chart__canvas">
            <canvas ref={canvas} role="img" aria-label={describeChart(kind, series)} />
            {kind === 'doughnut' && series.totalUserReviews !== null && (
              <p className="cw-home-chart__total" aria-hidden="true">
                <strong>{formatNumber(series.totalUserReviews)}</strong>
                {series.totalUserReviewsLabel && <span>{series.totalUserReviewsLabel}</span>}
              </p>
            )}
          </div>
          {kind === 'doughnut' && (
            <ul className="cw-home-chart__legend" aria-hidden="true">
              {series.entries.map((entry, index) => (
                <li key={entry.name}>
                  <span
                    className="cw-home-chart__swatch"
                    style={{ background: RATING_COLORS[index % RATING_COLORS.length] }}
                  />
                  {entry.name}
                </li>
              ))}
            </ul>
          )}
          {/* The data table is for screen readers, in a box that clips it: a table takes its
              content's width whatever its own. */}
          <div className="cw-visually-hidden">
            <table>
              <caption>
                {text.tableCaption(series.label)}
                {series.entries.length < series.total &&
                  ` (${text.sampled(series.entries.length, series.total)})`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{text.nameColumn()}</th>
                  <th scope="col">{text.valueColumn()}</th>
                </tr>
              </thead>
              <tbody>
                {series.entries.map((entry) => (
                  <tr key={entry.name}>
                    <th scope="row">{entry.name}</th>
                    <td>{formatNumber(entry.value)}</td>
                  </tr>
                ))}
              </tbody>
              {series.totalUserReviews !== null && (
                <tfoot>
                  <tr>
                    <th scope="row">{series.totalUserReviewsLabel ?? text.valueColumn()}</th>
                    <td>{formatNumber(series.totalUserReviews)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/**
 * SPEC §2 Home page: the casinos line chart, the bonuses bar chart and the reviews
 * doughnut. Placed with `data-load="visible"`, it loads 500 px before the viewport; each
 * chart then fetches its data and chart.js comes with the first to draw. Each canvas is
 * an image named by a sentence of what it shows, and the data is a table for screen
 * readers (visually hidden).
 */
export function HomeCharts({ charts, headingLevel }: HomeChartsProps) {
  return (
    <section className="cw-home-charts" aria-label={text.chartsLabel()}>
      {charts.map((name) => (
        <HomeChart key={name} name={name} headingLevel={headingLevel} />
      ))}
    </section>
  );
}
