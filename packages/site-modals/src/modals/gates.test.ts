import { emit, getCookie, on } from '@casino/core';
import {
  AGE_WARNING_COOKIE,
  AUSTRALIAN_LAW_POPUP_COOKIE,
  BADGE_REMINDER_COOKIE,
  LAW_POPUP_COOKIE,
} from '../cookies';
import { GATE_ATTRIBUTE, bind as bindAgeWarning } from './ageWarning';
import { bind as bindBadgeReminder } from './badgeReminder';
import { bindAustralianLawPopup, bindLawPopup } from './lawPopup';
import { SERVER_MODAL_READY_CLASS, resetOnLoadQueue } from './ready';
import type { BindModal } from './ready';

const DAY = 86_400_000;
const MINUTE = 60_000;

let opened: string[] = [];
let stop: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0), toFake: ['Date'] });
  opened = [];
  stop = [on('modal:open', ({ id }) => opened.push(id))];
});
afterEach(() => {
  stop.forEach((off) => off());
  resetOnLoadQueue();
  vi.useRealTimers();
});

/** The modal as page-helpers leaves it: a dialog that answers `modal:open`. */
function modal(id: string, kind: string, inner = ''): HTMLElement {
  document.body.innerHTML = `<div data-cw-modal="${id}" data-cw-site-modal="${kind}" class="${SERVER_MODAL_READY_CLASS}" hidden>${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-cw-modal]')!;
}

/** A page load: the modal's markup bound again, as on a new page. */
function load(bind: BindModal, element: HTMLElement): void {
  resetOnLoadQueue();
  opened = [];
  stop.push(bind(element));
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const click = (element: HTMLElement, selector: string) =>
  element.querySelector<HTMLElement>(selector)!.click();

const AGE = `<h2>Are you of legal age?</h2><button data-cw-age-accept>Yes</button>
<button data-cw-age-another>Another</button><button data-cw-age-refuse>No</button>
<p data-cw-age-error hidden>You must be of legal age.</p>`;

describe('age warning', () => {
  it('shows on load, and once accepted stays away for 30 days', () => {
    const element = modal('age-warning', 'age-warning', AGE);
    load(bindAgeWarning, element);
    expect(opened).toEqual(['age-warning']);
    // A gate: page-helpers offers no close but its answers.
    expect(element.hasAttribute(GATE_ATTRIBUTE)).toBe(true);
    const closed: string[] = [];
    stop.push(on('modal:close', ({ id }) => closed.push(id)));
    click(element, '[data-cw-age-accept]');
    expect(closed).toEqual(['age-warning']);
    later(30 * DAY - MINUTE);
    load(bindAgeWarning, element);
    expect(opened).toEqual([]);
    later(2 * MINUTE);
    load(bindAgeWarning, element);
    expect(opened).toEqual(['age-warning']);
  });

  it('"another" keeps it away for 30 minutes only', () => {
    const element = modal('age-warning', 'age-warning', AGE);
    load(bindAgeWarning, element);
    click(element, '[data-cw-age-another]');
    expect(getCookie(AGE_WARNING_COOKIE)).toBe('another');
    later(29 * MINUTE);
    load(bindAgeWarning, element);
    expect(opened).toEqual([]);
    later(2 * MINUTE);
    load(bindAgeWarning, element);
    expect(opened).toEqual(['age-warning']);
  });

  it('not accepting shows the error block, keeps it open and stores nothing', () => {
    const element = modal('age-warning', 'age-warning', AGE);
    load(bindAgeWarning, element);
    const closed: string[] = [];
    stop.push(on('modal:close', ({ id }) => closed.push(id)));
    click(element, '[data-cw-age-refuse]');
    const error = element.querySelector('[data-cw-age-error]')!;
    expect(error).not.toHaveAttribute('hidden');
    expect(error).toHaveAttribute('role', 'alert');
    expect(closed).toEqual([]);
    expect(getCookie(AGE_WARNING_COOKIE)).toBeNull();
  });

  it('waits for the dialog to be set up before it opens', async () => {
    document.body.innerHTML = `<div data-cw-modal="age-warning" hidden>${AGE}</div>`;
    const element = document.querySelector<HTMLElement>('[data-cw-modal]')!;
    load(bindAgeWarning, element);
    expect(opened).toEqual([]);
    element.classList.add(SERVER_MODAL_READY_CLASS);
    await Promise.resolve();
    expect(opened).toEqual(['age-warning']);
  });
});

describe('modals shown on load', () => {
  it('come one at a time: the next opens when the open one closes', () => {
    document.body.innerHTML = `
      <div data-cw-modal="age-warning" class="${SERVER_MODAL_READY_CLASS}" hidden>${AGE}</div>
      <div data-cw-modal="badge-reminder" class="${SERVER_MODAL_READY_CLASS}" hidden>${BADGE}</div>`;
    const [age, badge] = [...document.querySelectorAll<HTMLElement>('[data-cw-modal]')];
    load(bindAgeWarning, age!);
    stop.push(bindBadgeReminder(badge!));
    expect(opened).toEqual(['age-warning']);
    click(age!, '[data-cw-age-accept]');
    expect(opened).toEqual(['age-warning', 'badge-reminder']);
  });

  it('let the next one open when the one showing is released', () => {
    document.body.innerHTML = `
      <div data-cw-modal="age-warning" class="${SERVER_MODAL_READY_CLASS}" hidden>${AGE}</div>
      <div data-cw-modal="badge-reminder" class="${SERVER_MODAL_READY_CLASS}" hidden>${BADGE}</div>`;
    const [age, badge] = [...document.querySelectorAll<HTMLElement>('[data-cw-modal]')];
    resetOnLoadQueue();
    opened = [];
    const releaseAge = bindAgeWarning(age!);
    stop.push(bindBadgeReminder(badge!));
    expect(opened).toEqual(['age-warning']);
    releaseAge();
    expect(opened).toEqual(['age-warning', 'badge-reminder']);
  });
});

describe.each([
  ['law-popup', bindLawPopup, LAW_POPUP_COOKIE],
  ['australian-law-popup', bindAustralianLawPopup, AUSTRALIAN_LAW_POPUP_COOKIE],
])('%s', (id, bind, cookie) => {
  it('shows on load until closed, then stays away for 2 days', () => {
    const element = modal(id, id, '<p>Gambling law</p>');
    load(bind, element);
    expect(opened).toEqual([id]);
    load(bind, element);
    expect(opened).toEqual([id]);
    emit('modal:close', { id });
    expect(getCookie(cookie)).not.toBeNull();
    later(2 * DAY - MINUTE);
    load(bind, element);
    expect(opened).toEqual([]);
    later(2 * MINUTE);
    load(bind, element);
    expect(opened).toEqual([id]);
  });
});

const BADGE = "<p>Earn badges</p><button data-cw-badge-never>Don't show again</button>";

describe('badge reminder', () => {
  it('shows once on load: showing it keeps it away 7 days', () => {
    const element = modal('badge-reminder', 'badge-reminder', BADGE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual(['badge-reminder']);
    expect(getCookie(BADGE_REMINDER_COOKIE)).toBe('shown');
    load(bindBadgeReminder, element);
    expect(opened).toEqual([]);
    later(7 * DAY + MINUTE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual(['badge-reminder']);
  });

  it('closing it keeps it away 7 days from the close', () => {
    const element = modal('badge-reminder', 'badge-reminder', BADGE);
    load(bindBadgeReminder, element);
    later(3 * DAY);
    emit('modal:close', { id: 'badge-reminder' });
    later(7 * DAY - MINUTE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual([]);
    later(2 * MINUTE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual(['badge-reminder']);
  });

  it('"don\'t show again" keeps it away 132 days', () => {
    const element = modal('badge-reminder', 'badge-reminder', BADGE);
    load(bindBadgeReminder, element);
    click(element, '[data-cw-badge-never]');
    expect(getCookie(BADGE_REMINDER_COOKIE)).toBe('never');
    later(132 * DAY - MINUTE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual([]);
    later(2 * MINUTE);
    load(bindBadgeReminder, element);
    expect(opened).toEqual(['badge-reminder']);
  });
});
