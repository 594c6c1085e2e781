import { act } from 'react';
import { emit, getCookie, on, removeCookie } from '@casino/core';
import { BADGE_REMINDER_COOKIE } from './cookies';
import { SERVER_MODAL_READY_CLASS, resetOnLoadQueue } from './modals/ready';
import { navigation } from './exit/followExit';
import { startSiteModals } from './start';
import { TIME_ZONE_COOKIE } from './timeZone';
import { siteModalsWidget } from './widgets/site-modals';

let offs: (() => void)[] = [];
let opened: string[] = [];

beforeEach(() => {
  opened = [];
  offs = [on('modal:open', ({ id }) => opened.push(id))];
});
afterEach(() => {
  offs.forEach((off) => off());
  resetOnLoadQueue();
});

const READY = SERVER_MODAL_READY_CLASS;

describe('startSiteModals', () => {
  it("binds each site modal of the page with its kind's code", async () => {
    document.body.innerHTML = `
      <div data-cw-modal="age-gate" data-cw-site-modal="age-warning" class="${READY}" hidden></div>
      <div data-cw-modal="badges" data-cw-site-modal="badge-reminder" class="${READY}" hidden></div>
      <div data-cw-modal="moved" data-cw-site-modal="redirect-popup" data-cw-open-on-load class="${READY}" hidden></div>
      <div data-cw-modal="plain" data-cw-site-modal="unknown-kind" class="${READY}" hidden></div>`;
    offs.push(startSiteModals(document));
    // Shown one at a time: the next once the open one closes.
    for (const count of [1, 2, 3]) {
      await vi.waitFor(() => expect(opened).toHaveLength(count));
      emit('modal:close', { id: opened[count - 1]! });
    }
    expect(opened.sort()).toEqual(['age-gate', 'badges', 'moved']);
    expect(getCookie(BADGE_REMINDER_COOKIE)).toBe('shown');
  });

  it('binds a site modal that arrives later when it is asked to open', async () => {
    document.body.innerHTML = `<div data-cw-modal="moved" data-cw-site-modal="redirect-popup" hidden></div>`;
    offs.push(startSiteModals(document));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="badges" data-cw-site-modal="badge-reminder" class="${READY}" hidden><button data-cw-badge-never>Never</button></div>`,
    );
    emit('modal:open', { id: 'badges' });
    const never = document.querySelector<HTMLElement>('[data-cw-badge-never]')!;
    await vi.waitFor(() => {
      never.click();
      expect(getCookie(BADGE_REMINDER_COOKIE)).toBe('never');
    });
  });

  it('loads no modal code on a page without site modals', async () => {
    document.body.innerHTML = `<div data-cw-modal="house-rules" class="${READY}" hidden></div>`;
    offs.push(startSiteModals(document));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="badges" data-cw-site-modal="badge-reminder" class="${READY}" hidden></div>`,
    );
    emit('modal:open', { id: 'house-rules' });
    // The site modals' code is never fetched, so the badge reminder never shows by itself.
    await vi.dynamicImportSettled();
    expect(opened).toEqual(['house-rules']);
  });

  it("writes the time zone cookie and shows the page's notices", async () => {
    removeCookie(TIME_ZONE_COOKIE);
    document.body.innerHTML = `<p data-cw-site-notice="sgw-tooltip" hidden>Tip <button data-cw-notice-close>OK</button></p>`;
    offs.push(startSiteModals(document));
    expect(getCookie(TIME_ZONE_COOKIE)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLElement>('[data-cw-site-notice]')!.hidden).toBe(false),
    );
  });

  it('stops listening once stopped', () => {
    document.body.innerHTML = '<a id="exit" href="/exit/royal">Royal</a>';
    const stop = startSiteModals(document);
    stop();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('exit')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('siteModalsWidget', () => {
  it('mounts empty and takes over the outbound links', async () => {
    document.body.innerHTML =
      '<div id="w" data-widget="site-modals"></div><a id="exit" href="/exit/royal">Royal</a>';
    const element = document.getElementById('w')!;
    let unmount = () => {};
    await act(async () => {
      unmount = siteModalsWidget.mount(element);
    });
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    expect(element).toBeEmptyDOMElement();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    const sameTab = vi.spyOn(navigation, 'sameTab').mockImplementation(() => undefined);
    document.getElementById('exit')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sameTab).toHaveBeenCalledWith(`${location.origin}/exit/royal`));
    act(() => unmount());
  });
});
