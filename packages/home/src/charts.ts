/**
 * The home page's chart drawing: chart.js with only what the three charts use (line, bar
 * and doughnut controllers, their elements, the category and linear scales, tooltips and
 * the doughnut's legend). Loaded with `import()` when the charts come near the viewport:
 * one chunk (`charts-*.js`) that no other page loads.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
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
  Legend,
);

/** The site's green, and for the doughnut's five ratings a scale from red to green. */
const LINE_COLOR = '#1f7a4d';
const BAR_COLOR = '#2a6fb0';
const RATING_COLORS = ['#b3261e', '#d9731a', '#c9a400', '#5a9e3a', '#1f7a4d'];

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
      options: { ...common, plugins: { legend: { display: false } } },
    };
  if (kind === 'bar')
    return {
      type: 'bar',
      data: { labels, datasets: [{ label: series.label, data, backgroundColor: BAR_COLOR }] },
      options: { ...common, plugins: { legend: { display: false } } },
    };
  return {
    type: 'doughnut',
    data: {
      labels,
      datasets: [{ label: series.label, data, backgroundColor: RATING_COLORS }],
    },
    options: { ...common, cutout: '60%', plugins: { legend: { position: 'bottom' } } },
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
