import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { PageHelpers } from './PageHelpers';
import { enhancePage } from './enhancePage';

const PAGE = `
<div data-cw-tabs>
  <div data-cw-tablist aria-label="Casino">
    <button data-cw-tab="homepage">Homepage</button>
    <button data-cw-tab="bonuses">Bonuses</button>
    <button data-cw-tab="missing">Missing</button>
  </div>
  <div data-cw-tab-panel="homepage"><p>Overview</p></div>
  <div data-cw-tab-panel="bonuses" data-cw-tab-load="/casino/1/bonuses"><p>Loading bonuses…</p></div>
  <div data-cw-tab-panel="missing" data-cw-tab-load="/nowhere"><p>Loading…</p></div>
</div>
<div data-cw-expandable-group>
  <div data-cw-expandable data-cw-expandable-load="/casino/1/terms">
    <button data-cw-expandable-toggle>Unfair terms</button>
    <div data-cw-expandable-content></div>
  </div>
</div>`;

function serverPage() {
  document.body.innerHTML = PAGE;
  return document.body;
}

describe('enhancePage', () => {
  it('turns server tabs into tabs whose lazy panel loads its part once', async () => {
    const user = userEvent.setup();
    const cleanup = enhancePage(serverPage());
    // Tabs and boxes bind once their code, loaded when the first one is seen, is in.
    await vi.dynamicImportSettled();
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(panel).toHaveTextContent(/wagering/));
    expect(location.hash).toBe('#tab=bonuses');
    cleanup();
  });

  it('logs a part that fails to load', async () => {
    const user = userEvent.setup();
    const cleanup = enhancePage(serverPage());
    await vi.dynamicImportSettled();
    await user.click(screen.getByRole('tab', { name: 'Missing' }));
    await waitFor(() =>
      expect(db.errorLog.some((message) => message.includes('/nowhere'))).toBe(true),
    );
    cleanup();
  });

  it('loads an expandable box once when it opens', async () => {
    const user = userEvent.setup();
    const cleanup = enhancePage(serverPage());
    await vi.dynamicImportSettled();
    const toggle = screen.getByRole('button', { name: 'Unfair terms' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(document.querySelector('[data-cw-expandable-content]')).toHaveTextContent(
        /withhold winnings/,
      ),
    );
    cleanup();
  });
});

describe('reply translation', () => {
  it('shows the replies in a language chosen before its code was in', async () => {
    document.body.innerHTML = `
<div data-replies>
  <div data-reply-translate>
    <select data-reply-language aria-label="Show the replies in"><option value="">Original</option><option value="de">Deutsch</option></select>
    <p data-translation-warning hidden>Translated automatically</p>
  </div>
  <div><p data-reply-text>Thank you!</p><p data-reply-translation="de" lang="de" hidden>Danke!</p></div>
</div>`;
    const cleanup = enhancePage(document.body);
    const select = screen.getByLabelText<HTMLSelectElement>('Show the replies in');
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(screen.getByText('Translated automatically')).toBeVisible());
    expect(screen.getByText('Danke!')).toBeVisible();
    expect(screen.getByText('Thank you!')).not.toBeVisible();
    cleanup();
  });
});

describe('PageHelpers', () => {
  it('adds a scroll-to-top button that stays hidden at the top of the page', () => {
    serverPage();
    render(<PageHelpers scrollToTop />);
    expect(document.querySelector('.cw-scroll-top')).toHaveAttribute('hidden');
  });

  it('adds no button when scrollToTop is off', () => {
    serverPage();
    const { container } = render(<PageHelpers scrollToTop={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
