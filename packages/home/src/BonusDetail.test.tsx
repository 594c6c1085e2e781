import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { home } from '@casino/api';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { BonusDetail } from './BonusDetail';

/** A bonus card of the server's slider, with its detail button, and the widget. */
function renderCard(bonusId: number | string = db.bonuses[0]!.id) {
  const user = userEvent.setup();
  render(
    <>
      <article>
        <h3>{db.bonuses[0]!.name}</h3>
        <button type="button" data-bonus-detail={bonusId} data-bonus-title={db.bonuses[0]!.name}>
          Bonus details
        </button>
      </article>
      <BonusDetail modalId="bonus-card-detail" />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Bonus details' });
  return { user, opener };
}

describe('BonusDetail', () => {
  it('opens the modal from a bonus card and shows the bonus the server describes', async () => {
    const bonus = db.bonuses[0]!;
    const { user, opener } = renderCard();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: bonus.name });
    await waitFor(() =>
      expect(dialog.querySelector(`[data-bonus-id="${bonus.id}"]`)).not.toBeNull(),
    );
    expect(dialog).toHaveTextContent(db.casinos.find((c) => c.id === bonus.casinoId)!.name);
  });

  it('closes with Escape and gives the focus back to the card button', async () => {
    const { user, opener } = renderCard();
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('cleans the server HTML before it shows it', async () => {
    server.use(
      http.get(`*${home.bonusCardHomepageDetail.path}`, () =>
        HttpResponse.text(
          '<p id="safe">100% bonus</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
        ),
      ),
    );
    const { user, opener } = renderCard();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('#safe')).not.toBeNull());
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('says when the bonus cannot be loaded, and loads it on Try again', async () => {
    let fail = true;
    server.use(
      http.get(`*${home.bonusCardHomepageDetail.path}`, () =>
        fail ? HttpResponse.error() : undefined,
      ),
    );
    const { user, opener } = renderCard();
    await user.click(opener);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this bonus');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[data-bonus-id]')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dialog.querySelector('.cw-bonus-detail__body')).toHaveFocus();
  });

  it('ignores a detail button without a bonus id, with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, opener } = renderCard('soon');
    await user.click(opener);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"soon" is no bonus id'));
  });
});
