/**
 * The home page's chart drawing: chart.js with only what the three charts use (line, bar
 * and doughnut controllers, their elements, the category and linear scales, tooltips;
 * the doughnut's legend is the widget's own HTML). Loaded with `import()` when the charts
 * come near the viewport: one chunk (`charts-*.js`) that no other page loads.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { BAR_COLOR, LINE_COLOR, RATING_COLORS } from './palette';
import type { ChartKind, ChartSeries } from './series';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
);

function configFor(
  kind: ChartKind,
  series: ChartSeries,
): ChartConfiguration<'line'> | ChartConfiguration<'bar'> | ChartConfiguration<'doughnut'> {
  const animation: false | undefined = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    .matches
    ? false
    : undefined;
  const labels = series.entries.map((entry) => entry.name);
  const data = series.entries.map((entry) => entry.value);
  const common = { responsive: true, maintainAspectRatio: false, animation };
  if (kind === 'line')
    return {
      type: 'line',
      data: {
        labels,
        datasets: [{ label: series.label, data, borderColor: LINE_COLOR, pointRadius: 2 }],
      },
      options: common,
    };
  if (kind === 'bar')
    return {
      type: 'bar',
      data: { labels, datasets: [{ label: series.label, data, backgroundColor: BAR_COLOR }] },
      options: common,
    };
  return {
    type: 'doughnut',
    data: {
      labels,
      datasets: [{ label: series.label, data, backgroundColor: RATING_COLORS }],
    },
    options: { ...common, cutout: '60%' },
  };
}

/** Draws one chart on the canvas; returns what removes it. */
export function drawChart(
  canvas: HTMLCanvasElement,
  kind: ChartKind,
  series: ChartSeries,
): () => void {
  const chart = new Chart(canvas, configFor(kind, series) as ChartConfiguration);
  return () => chart.destroy();
}
