import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CasinoDetail } from './CasinoDetail';
import { casinoDetailWidget } from './widgets/casino-detail';

const meta = {
  title: 'Widgets/Casino detail',
  component: CasinoDetail,
  args: { casinoId: 1, langId: 1, root: '[data-casino-detail]' },
  parameters: { widget: casinoDetailWidget, load: 'eager' },
  decorators: [
    (Story) => (
      <div data-casino-detail>
        <p>
          <a data-visit-main href="/exit/casino-1">
            Visit the casino
          </a>
        </p>
        <Story />
        <div data-cw-tabs data-cw-owner="casino-detail">
          <div data-cw-tablist aria-label="Casino">
            <button type="button" data-cw-tab="homepage">
              Homepage
            </button>
            <button type="button" data-cw-tab="bonuses">
              Bonuses
            </button>
            <button type="button" data-cw-tab="reputation">
              Reputation
            </button>
          </div>
          <section data-cw-tab-panel="homepage">
            <h2>Unfair terms</h2>
            <div data-cw-expandable-group>
              <div
                data-cw-expandable
                data-cw-owner="casino-detail"
                data-cw-expandable-load
                data-terms-id="1"
                data-terms-explanation-id="1"
                data-terms-type-id="1"
              >
                <button type="button" data-cw-expandable-toggle>
                  Winnings limits
                </button>
                <div data-cw-expandable-content />
              </div>
            </div>
          </section>
          <section data-cw-tab-panel="bonuses" data-cw-tab-load>
            <p>Loading the bonuses…</p>
          </section>
          <section data-cw-tab-panel="reputation">
            <div role="group" aria-label="Complaint status">
              <button type="button" data-complaint-status="ALL" aria-pressed="true">
                All
              </button>{' '}
              <button type="button" data-complaint-status="OPEN" aria-pressed="false">
                Open
              </button>
            </div>
            <div data-complaints>
              <p>The server’s first complaints.</p>
            </div>
          </section>
        </div>
        <a data-visit-sticky href="/exit/casino-1" hidden>
          Visit the casino
        </a>
      </div>
    ),
  ],
} satisfies Meta<typeof CasinoDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the fake backend (a background tab can be slow). */
const ANSWER = { timeout: 10_000 };

/** The server's tabs, the first one shown. */
export const Tabs: Story = {};

/** The bonuses tab, loaded from casinoBonusesService on its first click. */
export const Bonuses: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Bonuses' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await waitFor(
      () => expect(panel.querySelector('[data-casino-bonuses]')).not.toBeNull(),
      ANSWER,
    );
  },
};

/** The bonuses fail (HTTP 500): the server's text stays. */
export const BonusesDown: Story = {
  parameters: { mockScenario: 'casino-bonuses-down' },
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Bonuses' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'), ANSWER);
    await expect(panel).toHaveTextContent('Loading the bonuses…');
  },
};

/** An unfair-terms block opened: its text and explanation. */
export const UnfairTermsOpen: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Winnings limits' }));
    await screen.findByText(/withhold winnings/, undefined, ANSWER);
  },
};

/** The terms fail: the block says so; opening it again tries again. */
export const UnfairTermsDown: Story = {
  parameters: { mockScenario: 'unfair-terms-down' },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Winnings limits' }));
    await screen.findByText(/could not be loaded/, undefined, ANSWER);
  },
};

/** The reputation tab's open complaints. */
export const OpenComplaints: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Reputation' }));
    const panel = screen.getByRole('tabpanel', { name: 'Reputation' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Open' }));
    await waitFor(
      () =>
        expect(
          panel.querySelectorAll('[data-complaint][data-status="OPEN"]').length,
        ).toBeGreaterThan(0),
      ANSWER,
    );
  },
};
