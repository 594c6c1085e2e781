import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@casino/core';
import { db } from '@casino/mocks';
import { languageNavigation } from '../language/languageForm';
import { bind } from './countrySelection';

const MODAL = `<div data-cw-modal="countries" data-cw-site-modal="country-selection" aria-labelledby="c-title">
  <h2 id="c-title">Choose your country</h2>
  <form action="/frontendService/languageForm"><div data-cw-country-search="/frontendService/search/countries"></div>
  <input type="hidden" name="siteLang" value="en"><input type="hidden" name="countryCode" value="GB"><button type="submit">Save</button></form></div>`;

let release = () => {};
afterEach(() => release());

const modal = (open: boolean) => {
  document.body.innerHTML = MODAL;
  const element = document.querySelector<HTMLElement>('[data-cw-modal]')!;
  element.hidden = !open;
  return element;
};
const search = () => document.querySelector('[role="combobox"]');

describe('country selection', () => {
  it('puts the country search in the modal the first time it opens', async () => {
    release = bind(modal(false));
    emit('modal:open', { id: 'countries' });
    await vi.waitFor(() => expect(search()).not.toBeNull());
  });

  it('puts the country search in a modal that was opened before its code came', async () => {
    release = bind(modal(true));
    await vi.waitFor(() => expect(search()).not.toBeNull());
  });

  it('puts the country search in a modal shown for an open asked before its code came', async () => {
    const element = modal(false);
    release = bind(element);
    // page-helpers shows a modal whose open it heard before it was set up, without an event.
    element.hidden = false;
    await vi.waitFor(() => expect(search()).not.toBeNull());
  });

  it('never sends the previous country for one typed but not picked', async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(languageNavigation, 'go').mockImplementation(() => undefined);
    release = bind(modal(true));
    const field = document.querySelector<HTMLInputElement>('input[name="countryCode"]')!;
    const combobox = await screen.findByRole('combobox', { name: 'Your country' });
    await user.type(combobox, 'Germ');
    expect(field.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((combobox as HTMLInputElement).validationMessage).toBe(
      'Pick your country from the list.',
    );
    expect(db.siteModals.languageSettings).toEqual([]);
    // Picked from the list, it goes.
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(field.value).toBe('DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(db.siteModals.languageSettings).toEqual([
      expect.objectContaining({ siteLang: 'en', countryCode: 'DE' }),
    ]);
  });
});
