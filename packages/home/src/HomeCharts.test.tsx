import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { home, system } from '@casino/api';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HomeCharts } from './HomeCharts';
import { CHART_DECIMATION_SAMPLES } from './decimate';
import type { ChartSeries } from './series';

const drawn = vi.hoisted(() => [] as { kind: string; series: ChartSeries; erase: () => void }[]);
vi.mock('./charts', () => ({
  drawChart: (_canvas: HTMLCanvasElement, kind: string, series: ChartSeries) => {
    const erase = vi.fn();
    drawn.push({ kind, series, erase });
    return erase;
  },
}));

afterEach(() => {
  drawn.length = 0;
  server.events.removeAllListeners();
});

const renderCharts = () =>
  render(<HomeCharts charts={['casinos', 'bonuses', 'reviews']} headingLevel={3} />);

const figure = (name: string) => screen.getByRole('figure', { name });

describe('HomeCharts', () => {
  it('draws the casinos line, the bonuses bars and the reviews doughnut once their data is in', async () => {
    renderCharts();
    await waitFor(() =>
      expect(drawn.map((chart) => chart.kind).sort()).toEqual(['bar', 'doughnut', 'line']),
    );
    for (const name of ['Casinos in our database', 'Bonuses by type', 'User reviews by rating'])
      await waitFor(() => expect(figure(name)).toHaveAttribute('data-drawn', 'true'));
  });

  it('decimates the line to 20 samples, and leaves the bars and slices whole', async () => {
    renderCharts();
    await waitFor(() => expect(drawn).toHaveLength(3));
    const line = drawn.find((chart) => chart.kind === 'line')!.series;
    expect(line.entries).toHaveLength(CHART_DECIMATION_SAMPLES);
    expect(line.total).toBeGreaterThan(CHART_DECIMATION_SAMPLES);
    expect(line.entries.at(-1)!.value).toBe(db.casinos.length);
    expect(drawn.find((chart) => chart.kind === 'bar')!.series.entries).toHaveLength(4);
    expect(drawn.find((chart) => chart.kind === 'doughnut')!.series.entries).toHaveLength(5);
  });

  it('gives each chart a text alternative and its data as a table', async () => {
    renderCharts();
    const bonuses = figure('Bonuses by type');
    const image = await within(bonuses).findByRole('img');
    const noDeposit = db.bonuses.filter((bonus) => bonus.type === 'NO_DEPOSIT').length;
    expect(image).toHaveAccessibleName(expect.stringContaining(`Bar chart of Bonuses`));
    expect(image).toHaveAccessibleName(expect.stringContaining(`: ${noDeposit}`));
    const table = within(bonuses).getByRole('table', { name: 'Bonuses: the data' });
    const rows = within(table).getAllByRole('row').slice(1);
    const total = rows.reduce((sum, row) => sum + Number(row.querySelector('td')!.textContent), 0);
    expect(total).toBe(db.bonuses.length);

    const line = await within(figure('Casinos in our database')).findByRole('table');
    expect(line).toHaveAccessibleName(expect.stringContaining(`20 of`));
    expect(within(line).getAllByRole('row')).toHaveLength(CHART_DECIMATION_SAMPLES + 1);
  });

  it('shows the total of user reviews with its label in the doughnut and its table', async () => {
    renderCharts();
    const reviews = figure('User reviews by rating');
    const total = String(db.reviews.length);
    const image = await within(reviews).findByRole('img');
    expect(image).toHaveAccessibleName(expect.stringContaining(`${total} user reviews`));
    expect(reviews.querySelector('.cw-home-chart__total')).toHaveTextContent(
      `${total}user reviews`,
    );
    const legend = reviews.querySelectorAll('.cw-home-chart__legend li');
    expect([...legend].map((item) => item.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const footer = within(reviews).getByRole('rowheader', { name: 'user reviews' });
    expect(footer.nextElementSibling).toHaveTextContent(total);
  });

  it('leaves out a chart whose data fails, logs it, and draws the others', async () => {
    const logged: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === system.errorLog.path)
        void request
          .clone()
          .text()
          .then((body) => logged.push(body));
    });
    server.use(
      http.get(`*${home.homeChart.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('chart') === 'bonuses'
          ? HttpResponse.json({ code: 500, message: 'Server error' }, { status: 500 })
          : undefined,
      ),
    );
    renderCharts();
    await waitFor(() => expect(drawn).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('figure', { name: 'Bonuses by type' })).toBeNull(),
    );
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    await waitFor(() => expect(logged.join()).toContain('bonuses'));
  });

  it('refuses a chart answer that breaks the contract, as a failed load', async () => {
    server.use(
      http.get(`*${home.homeChart.path}`, () =>
        HttpResponse.json({ datasets: [{ data: [{ name: 'x', value: 'lots' }] }] }),
      ),
    );
    render(<HomeCharts charts={['reviews']} headingLevel={3} />);
    await waitFor(() => expect(screen.queryByRole('figure')).toBeNull());
    expect(drawn).toHaveLength(0);
  });

  it('erases the drawn charts when it leaves the page', async () => {
    const view = renderCharts();
    await waitFor(() => expect(drawn).toHaveLength(3));
    await waitFor(() => expect(figure('Bonuses by type')).toHaveAttribute('data-drawn', 'true'));
    view.unmount();
    for (const chart of drawn) expect(chart.erase).toHaveBeenCalledOnce();
  });
});
