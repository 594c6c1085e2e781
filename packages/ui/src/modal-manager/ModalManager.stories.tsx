import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyModalState } from './state';
import type { ModalState } from './state';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../dialog/Dialog';
import { COUNTRY_MODAL_ID, PENDING_DELAY_MS, SHOW_DELAY_MS } from './settings';
import { createMemoryStore } from './state';
import type { ModalKind } from './settings';
import { calendarDay } from './schedule';
import type { ModalSchedule } from './schedule';
import { resetModalManager } from './shared';
import { useManagedModal, useModalManagerSnapshot } from './useManagedModal';

interface DemoModal {
  id: string;
  title: string;
  schedule: ModalSchedule;
  kind?: ModalKind;
}

function ManagedPromo({ id, title, schedule, kind }: DemoModal) {
  const { isOpen, close } = useManagedModal({ id, schedule, kind });
  return (
    <Dialog open={isOpen} onClose={close} title={title} modalId={id}>
      <p>Shown by the modal manager ({describe(schedule)}).</p>
      <button type="button" onClick={close}>
        Maybe later
      </button>
    </Dialog>
  );
}

function describe({ autoOpenAfterSeconds, daysOfVisit, showsPerDay = 1 }: ModalSchedule): string {
  const when =
    autoOpenAfterSeconds === undefined
      ? 'only on request'
      : `after ${autoOpenAfterSeconds} s of active time`;
  const days = daysOfVisit ? `on days of visit ${daysOfVisit.join(', ')}` : 'every day';
  return `${when}, ${days}, ${showsPerDay}× a day`;
}

/**
 * The country selection: opened by the visitor here; no other modal opens over it, and
 * active time pauses while it is open (its kind).
 */
function CountryModal() {
  const { isOpen, open, close } = useManagedModal({ id: COUNTRY_MODAL_ID, kind: 'country' });
  return (
    <>
      <button type="button" onClick={open}>
        Select country
      </button>
      <Dialog open={isOpen} onClose={close} title="Select your country">
        <p>
          <button type="button" onClick={close}>
            Germany
          </button>{' '}
          <button type="button" onClick={close}>
            Canada
          </button>
        </p>
      </Dialog>
    </>
  );
}

/** What the manager knows, live. */
function StatusPanel() {
  const state = useModalManagerSnapshot();
  const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
  return (
    <section aria-label="Modal manager state">
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem' }}>
        <dt>Active time today</dt>
        <dd data-testid="active-time">{state.activeTime} s</dd>
        <dt>Visitor</dt>
        <dd>{state.counting ? 'active, counting' : 'idle or paused'}</dd>
        <dt>Open</dt>
        <dd>{list(state.open)}</dd>
        <dt>About to show</dt>
        <dd>{state.showing ?? 'none'}</dd>
        <dt>Pending</dt>
        <dd data-testid="pending">{list(state.pending.map((entry) => entry.id))}</dd>
        <dt>Disabled</dt>
        <dd>{list(state.disabled)}</dd>
      </dl>
      <table>
        <caption>Counters per modal</caption>
        <thead>
          <tr>
            <th scope="col">Modal</th>
            <th scope="col">Day of visit</th>
            <th scope="col">Shows today</th>
          </tr>
        </thead>
        <tbody>
          {state.registered.map((id) => (
            <tr key={id}>
              <th scope="row">{id}</th>
              <td>{state.modals[id]?.dayOfVisitCounter ?? '–'}</td>
              <td>{state.modals[id]?.showCounter ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface DemoProps {
  /** The managed modals on this page. */
  modals: DemoModal[];
  /** Offer the country selection modal. */
  withCountry?: boolean;
}

function ModalManagerDemo({ modals, withCountry = false }: DemoProps) {
  return (
    <div style={{ font: '1rem/1.5 system-ui, sans-serif', color: 'var(--cw-color-text)' }}>
      {withCountry && <CountryModal />}
      <StatusPanel />
      {modals.map((modal) => (
        <ManagedPromo key={modal.id} {...modal} />
      ))}
    </div>
  );
}

const newsletter: DemoModal = {
  id: 'newsletter-demo',
  title: 'Get the best bonuses first',
  schedule: { autoOpenAfterSeconds: 0 },
  kind: 'newsletter',
};
const casinoOfTheMonth: DemoModal = {
  id: 'casino-of-the-month',
  title: 'Casino of the month',
  schedule: { autoOpenAfterSeconds: 0 },
};

/**
 * Each story gets its own manager, with its state in memory (stories checked side by side
 * share one local storage) and the preview iframe taken as focused (it seldom has the
 * focus in Storybook; the focus rule is covered by the unit tests).
 */
function freshManager(state: Partial<ModalState> = {}) {
  resetModalManager({
    hasFocus: () => true,
    store: createMemoryStore({ ...emptyModalState(), ...state }),
  });
  return () => resetModalManager();
}

const meta = {
  title: 'UI/Modal manager',
  component: ModalManagerDemo,
  // Every demo drives the page's one manager; a docs page would run them all at once.
  tags: ['!autodocs'],
  args: { modals: [newsletter] },
  beforeEach: () => freshManager(),
} satisfies Meta<typeof ModalManagerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: (SHOW_DELAY_MS + PENDING_DELAY_MS) * 2 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The state panel while active time is counted; the modals open only on request. */
export const ActiveTime: Story = {
  args: {
    modals: [
      { ...newsletter, schedule: { autoOpenAfterSeconds: 600, daysOfVisit: [1, 3] } },
      { ...casinoOfTheMonth, schedule: {} },
    ],
  },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByTestId('active-time');
    await waitFor(() => expect(time).not.toHaveTextContent(/^0 s$/), WAIT);
  },
};

/** A due modal appears 2 s after the manager decided to show it. */
export const ShowDelay: Story = {
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      await screen.findByRole('dialog', { name: newsletter.title }, WAIT),
    ).toBeInTheDocument();
  },
};

/** Two modals due at once: one shows, the other waits and shows 5 s after it closes. */
export const OneAtATime: Story = {
  args: { modals: [newsletter, casinoOfTheMonth] },
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog', { name: newsletter.title }, WAIT);
    await expect(within(canvasElement).getByTestId('pending')).toHaveTextContent(
      casinoOfTheMonth.id,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    await expect(
      await screen.findByRole('dialog', { name: casinoOfTheMonth.title }, WAIT),
    ).toBeInTheDocument();
  },
};

/** While the country selection is open, the due modal waits for it. */
export const PostponedByCountry: Story = {
  args: { withCountry: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Select country' }));
    await screen.findByRole('dialog', { name: 'Select your country' });
    await pause(SHOW_DELAY_MS + 500);
    await expect(screen.queryByRole('dialog', { name: newsletter.title })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Germany' }));
    await expect(
      await screen.findByRole('dialog', { name: newsletter.title }, WAIT),
    ).toBeInTheDocument();
  },
};

/** A disabled modal (e.g. after a newsletter signup) never shows. */
export const Disabled: Story = {
  beforeEach: () => freshManager({ disabled: [newsletter.id] }),
  play: async () => {
    await pause(SHOW_DELAY_MS + 1_000);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Shows used up for today: nothing opens until the next day of visit. */
export const ShownToday: Story = {
  beforeEach: () => {
    const today = calendarDay(Date.now());
    return freshManager({
      activeDay: today,
      modals: {
        [newsletter.id]: { showCounter: 1, dayOfVisitCounter: 2, lastVisitDay: today },
      },
    });
  },
  play: async ({ canvasElement }) => {
    await pause(SHOW_DELAY_MS + 1_000);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('row', { name: /newsletter-demo/ }),
    ).toHaveTextContent(/21/);
  },
};
