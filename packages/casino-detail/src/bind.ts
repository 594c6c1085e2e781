import { logFailedLoad } from '@casino/core';
import {
  createExpandablesHelper,
  createTabsHelper,
  hashWithTab,
  isMobileViewport,
  readHashParam,
  TAB_HASH_PARAM,
  viewportWidth,
} from '@casino/ui';
import { pageHooks } from '@casino/api';
import {
  COMPLAINT_STATUS_BUTTON,
  DISCUSSION_TAB,
  OWNED_BOXES,
  OWNED_TABS,
  PAYMENT_PROVIDERS_BUTTON,
  POST_HASH_PARAM,
  REVIEWS_LINK,
  SECTION_NAV,
  VISIT_MAIN,
  VISIT_STICKY,
} from './constants';
import { rememberDiscussionCasino } from './discussionCookie';
import { followPost } from './postHash';
import { followSectionNav } from './sections';
import type { CasinoDetailProps } from './props';

type Cleanup = () => void;

/** Runs what a part loaded on demand returns as its cleanup, also if it arrives late. */
function onDemand(load: () => Promise<Cleanup | void>): Cleanup {
  let stopped = false;
  let cleanup: Cleanup | void;
  load().then(
    (stop) => (stopped ? stop?.() : (cleanup = stop)),
    (error: unknown) => logFailedLoad('A part of the casino page', error),
  );
  return () => {
    stopped = true;
    cleanup?.();
  };
}

/**
 * Binds the casino detail page's server HTML inside `root` (README.md): the tabs and
 * their loads, the unfair-terms blocks, the complaint filter, the payment providers
 * popup, the user reviews link, the `post` hash, the in-page navigation, and on phones
 * the stacked sections and the sticky visit button. Only the tabs and the listeners are set up here; every part's
 * code loads on the first action that needs it. Returns the cleanup.
 */
export function bindCasinoDetail(root: HTMLElement, props: CasinoDetailProps): Cleanup {
  const { casinoId, langId } = props;
  const mobile = isMobileViewport(viewportWidth());
  const cleanups: Cleanup[] = [];
  rememberDiscussionCasino(root, casinoId);
  const loadPanel = (name: string, panel: HTMLElement, signal: AbortSignal) =>
    import('./panels').then((module) => module.loadPanel(name, panel, casinoId, signal));

  const post = readHashParam(window.location.hash, POST_HASH_PARAM);
  const tabSet = root.querySelector<HTMLElement>(OWNED_TABS);
  const named = readHashParam(window.location.hash, TAB_HASH_PARAM);
  if (tabSet && post && named !== DISCUSSION_TAB) {
    // A post of the discussion is asked for: its tab is the one shown, also when the link
    // names another (`#tab=reviews&post=12`), which the address then says no more.
    if (named) {
      const url = new URL(window.location.href);
      url.hash = hashWithTab(url.hash, DISCUSSION_TAB);
      window.history.replaceState(window.history.state, '', url);
    }
    tabSet
      .querySelectorAll<HTMLElement>(`[${pageHooks.cwTab}]`)
      .forEach((tab) =>
        tab.setAttribute('aria-selected', String(tab.dataset.cwTab === DISCUSSION_TAB)),
      );
  }
  if (tabSet && mobile) {
    const initial =
      readHashParam(window.location.hash, TAB_HASH_PARAM) ?? (post ? DISCUSSION_TAB : null);
    cleanups.push(
      onDemand(() =>
        import('./stacked').then(({ stackTabs }) =>
          stackTabs(tabSet, {
            initial,
            load: (name, panel) => {
              loadPanel(name, panel, new AbortController().signal).catch((error: unknown) =>
                logFailedLoad(`The ${name} section`, error),
              );
            },
          }),
        ),
      ),
    );
  } else if (tabSet) {
    // A post asked for is scrolled to; the tabs' own jump to the tab set would undo it.
    const tabs = createTabsHelper({ load: loadPanel, jumpOnLoad: !post });
    cleanups.push(tabs.listen(root), tabs.setUp(tabSet));
  }

  const boxes = createExpandablesHelper({
    load: (box, signal) =>
      import('./terms').then(({ loadTerms }) => {
        const area = box.querySelector<HTMLElement>(`[${pageHooks.cwExpandableContent}]`);
        return area ? loadTerms(box, area, signal) : undefined;
      }),
  });
  cleanups.push(boxes.listen(root));
  root.querySelectorAll<HTMLElement>(OWNED_BOXES).forEach((box) => cleanups.push(boxes.setUp(box)));

  let pickStatus: Promise<(button: HTMLElement) => Promise<void>> | undefined;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const providers = target?.closest<HTMLElement>(PAYMENT_PROVIDERS_BUTTON);
    if (providers) {
      event.preventDefault();
      void import('./payments').then((module) => module.openPaymentProviders(providers, casinoId));
      return;
    }
    const status = target?.closest<HTMLElement>(COMPLAINT_STATUS_BUTTON);
    // The second click of a double click is not a second pick.
    if (status && event.detail <= 1) {
      pickStatus ??= import('./complaints').then((module) =>
        module.createComplaintsFilter(root, casinoId),
      );
      void pickStatus.then((pick) => pick(status));
    }
    if (status) return;
    const reviews = target?.closest<HTMLAnchorElement>(REVIEWS_LINK);
    if (reviews && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      event.preventDefault();
      void import('./reviewsLink').then((module) =>
        module.followReviewsLink(reviews, casinoId, langId),
      );
    }
  };
  root.addEventListener('click', onClick);
  cleanups.push(() => root.removeEventListener('click', onClick));

  if (post) cleanups.push(followPost(root, post));

  // From the tablet width up the page's own navigation follows the scroll; on phones the
  // stacked sections' navigation does.
  const sectionNav = root.querySelector<HTMLElement>(SECTION_NAV);
  // Imported as is: on demand it would come in the chunk of the parts loaded on an action,
  // with the sanitizer those parts need, before any of them is wanted.
  if (!mobile && sectionNav) cleanups.push(followSectionNav(sectionNav));

  const main = root.querySelector<HTMLElement>(VISIT_MAIN);
  const sticky = root.querySelector<HTMLElement>(VISIT_STICKY);
  if (mobile && main && sticky)
    cleanups.push(
      onDemand(() =>
        import('./stacked').then(({ followVisitButton }) => followVisitButton(main, sticky)),
      ),
    );

  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}
