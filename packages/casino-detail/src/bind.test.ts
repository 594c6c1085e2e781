import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { casinoDetail } from '@casino/api';
import { on } from '@casino/core';
import { db, setScenario, UNFAIR_TERMS } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { bindCasinoDetail } from './bind';
import { navigation } from './reviewsLink';
import { CASINO_ID, PAGE, recordRequests } from './test/page';

const bonusNames = db.bonuses
  .filter((bonus) => bonus.casinoId === CASINO_ID)
  .map((bonus) => bonus.name);

let cleanup: (() => void) | undefined;
function open(hash = '') {
  window.history.replaceState(null, '', `/casino-detail.html${hash}`);
  document.body.innerHTML = PAGE;
  const root = document.querySelector<HTMLElement>('[data-casino-detail]')!;
  cleanup = bindCasinoDetail(root, {
    casinoId: CASINO_ID,
    langId: 1,
    root: '[data-casino-detail]',
  });
  return { user: userEvent.setup(), root };
}

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  server.events.removeAllListeners();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('casino detail tabs (desktop)', () => {
  it('loads the bonuses on their first click, once, from casinoBonusesService', async () => {
    const calls = recordRequests(casinoDetail.casinoBonusesService.path);
    const { user } = open();
    expect(screen.getByRole('tab', { name: 'Homepage' })).toHaveAttribute('aria-selected', 'true');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await within(panel).findByText(bonusNames[0]!);
    expect(calls.map((query) => query.get('casinoId'))).toEqual([String(CASINO_ID)]);
    expect(window.location.hash).toBe('#tab=bonuses');
    await user.click(screen.getByRole('tab', { name: 'Homepage' }));
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    expect(calls).toHaveLength(1);
    // The exit links of the answer keep their address.
    expect(within(panel).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/exit\//),
    );
  });

  it('opens at the tab of the hash and loads it at once', async () => {
    const calls = recordRequests(casinoDetail.casinoBonusesService.path);
    open('#tab=bonuses');
    expect(screen.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(bonusNames[0]!);
    expect(calls).toHaveLength(1);
  });

  it('cleans the answer’s HTML before it enters the page', async () => {
    server.use(
      http.get('*/frontendService/casinoBonusesService', () =>
        HttpResponse.text(
          '<p>Bonus<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script></p>',
        ),
      ),
    );
    open('#tab=bonuses');
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await within(panel).findByText('Bonus');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  });

  it('keeps the server text when the bonuses fail, and tries again on the next visit', async () => {
    setScenario('casino-bonuses-down');
    const calls = recordRequests(casinoDetail.casinoBonusesService.path);
    const { user } = open('#tab=bonuses');
    const panel = screen.getByRole('tabpanel', { name: 'Bonuses' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'));
    expect(panel).toHaveTextContent('Loading the bonuses…');
    setScenario(null);
    await user.click(screen.getByRole('tab', { name: 'Homepage' }));
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    await within(panel).findByText(bonusNames[0]!);
    expect(calls).toHaveLength(2);
  });

  it('shows the discussion and scrolls to the post named by the hash once it arrives', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { root } = open('#post=42');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(scrolled).not.toHaveBeenCalled();
    root.querySelector('[data-discussion]')!.innerHTML =
      '<article data-post-id="41">Other</article><article data-post-id="42">Asked for</article>';
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(document.activeElement).toHaveTextContent('Asked for');
  });

  it('shows the discussion for a post also when the link names another tab', () => {
    open('#tab=bonuses&post=42');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(window.location.hash).toBe('#tab=discussion&post=42');
  });
});

describe('unfair terms', () => {
  it('is collapsed, loads once, expands, then toggles', async () => {
    const calls = recordRequests(casinoDetail.termsAndConditionContent.path);
    const { user } = open();
    const toggle = screen.getByRole('button', { name: 'Winnings limits' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText(UNFAIR_TERMS[1]!.text);
    expect(screen.getByText(UNFAIR_TERMS[1]!.explanation)).toBeVisible();
    expect(Object.fromEntries(calls[0]!)).toEqual({ id: '1', explanationId: '1', typeId: '1' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText(UNFAIR_TERMS[1]!.text)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('says so when the terms fail, and loads them on the next opening', async () => {
    setScenario('unfair-terms-down');
    const { user } = open();
    const toggle = screen.getByRole('button', { name: 'Winnings limits' });
    await user.click(toggle);
    await screen.findByText(/could not be loaded/);
    setScenario(null);
    await user.click(toggle);
    await user.click(toggle);
    await screen.findByText(UNFAIR_TERMS[1]!.text);
  });

  it('refuses a block without usable ids, without a request', async () => {
    const calls = recordRequests(casinoDetail.termsAndConditionContent.path);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Broken block' }));
    await screen.findByText(/could not be loaded/);
    expect(calls).toHaveLength(0);
  });
});

describe('complaints by status', () => {
  const statuses = () =>
    [...document.querySelectorAll<HTMLElement>('[data-complaints] [data-complaint]')].map(
      (item) => item.dataset.status,
    );

  it('asks for one status, or leaves it out for all, each once', async () => {
    const calls = recordRequests(casinoDetail.casinoDetailComplaints.path);
    const { user } = open('#tab=reputation');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['OPEN'])));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(new Set(statuses()).size).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(new Set(statuses())).toEqual(new Set(['OPEN'])));
    expect(calls.map((query) => query.get('complaintStatus'))).toEqual(['OPEN', null]);
  });

  it('ignores a double click and keeps the list when the call fails', async () => {
    setScenario('casino-complaints-down');
    const calls = recordRequests(casinoDetail.casinoDetailComplaints.path);
    const { user } = open('#tab=reputation');
    await user.dblClick(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls).toHaveLength(1);
    expect(screen.getByText('Server complaints')).toBeInTheDocument();
  });
});

describe('payment providers popup', () => {
  it('opens the popup by id and fills it once with the cleaned popupHtml', async () => {
    const opened: string[] = [];
    const stop = on('modal:open', ({ id }) => opened.push(id));
    const calls = recordRequests(casinoDetail.casinoPaymentProviders.path);
    const { user } = open();
    const button = screen.getByRole('button', { name: 'Payment methods' });
    await user.click(button);
    const methods = db.casinos.find((casino) => casino.id === CASINO_ID)!.paymentMethods;
    const body = document.querySelector<HTMLElement>('[data-payment-providers-body]')!;
    await within(body).findByText(methods[0]!);
    await user.click(button);
    expect(opened).toEqual(['payment-providers', 'payment-providers']);
    expect(calls).toHaveLength(1);
    stop();
  });

  it('says so in the popup when the providers fail', async () => {
    setScenario('payment-providers-down');
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Payment methods' }));
    const body = document.querySelector<HTMLElement>('[data-payment-providers-body]')!;
    await waitFor(() => expect(body).toHaveTextContent(/could not be loaded/));
  });
});

describe('the user reviews link', () => {
  const followed = () => vi.spyOn(navigation, 'go').mockImplementation(() => undefined);

  it('goes to the address generateCasinoUserReviewsLink answers', async () => {
    const calls = recordRequests(casinoDetail.generateCasinoUserReviewsLink.path);
    const { user } = open('#tab=discussion');
    const assign = followed();
    await user.click(screen.getByRole('link', { name: 'All user reviews' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${window.location.origin}/reviews.html#casino_id=${CASINO_ID}`,
      ),
    );
    expect(Object.fromEntries(calls[0]!)).toEqual({ casinoId: String(CASINO_ID), langId: '1' });
  });

  it('follows the link’s own address when the service fails', async () => {
    setScenario('reviews-link-down');
    const { user } = open('#tab=discussion');
    const assign = followed();
    await user.click(screen.getByRole('link', { name: 'All user reviews' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/reviews.html`),
    );
  });
});
