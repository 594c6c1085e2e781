import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import type { CurrentUser } from '@casino/api';
import { clock, listenLive, safeZone, useSignals } from '@casino/core';
import type { LiveState } from '@casino/core';
import { notificationsHooks } from '@casino/api';
import { countryName } from './country';
import { ICONS } from './icons';
import { kindOf } from './kinds';
import { texts, textOf } from './messages';
import { badgeText } from './model';
import type { NotificationItem } from './model';
import { describeTarget, isSafeTarget, navigation } from './navigation';
import { createNotificationsStore, unreadCount } from './store';
import type { NotificationsStore } from './store';
import type { NotificationsProps } from './props';
// With the bell, in its chunk: a visitor, who sees no bell, loads none of its styles.
import './notifications.css';

/**
 * How long a click waits for its mark-as-clicked call before following the link (the
 * page that unloads would cancel it); the link is followed either way.
 */
export const CLICK_NAVIGATION_WAIT_MS = 1_000;

/** The live channel's state on the widget's root (`data-live`), for styling and tests. */
export type LiveIndicator = LiveState | 'off';

/** `{userId}` and `{userName}` of a destination template, filled for this member. */
export function memberDestination(template: string, user: CurrentUser): string {
  return template.replaceAll('{userId}', String(user.id)).replaceAll('{userName}', user.userName);
}

const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

function useStore(): NotificationsStore {
  const [store] = useState(createNotificationsStore);
  useSyncExternalStore(store.subscribe, store.get, store.get);
  return store;
}

export function Bell({
  user,
  socketUrl,
  userDestination,
  tournamentDestination,
  live,
  keepAliveSeconds,
  safeZonePrefix,
}: NotificationsProps & { user: CurrentUser }) {
  useSignals();
  const store = useStore();
  const state = store.get();
  const text = texts(state.localizations);
  const unread = unreadCount(state);
  const badge = badgeText(unread);
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const [liveState, setLiveState] = useState<LiveIndicator>('off');
  const [announcement, setAnnouncement] = useState('');
  const [leaving, setLeaving] = useState<NotificationItem | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  // Opening marks what is shown as read; so does the list arriving while open.
  useEffect(() => {
    if (open && state.status === 'loaded') void store.markShownRead();
  }, [open, state.status, store]);

  const memberTopic = memberDestination(userDestination, user);
  useEffect(() => {
    if (!live) return;
    const destinations = [memberTopic, ...(tournamentDestination ? [tournamentDestination] : [])];
    const stop = listenLive(
      { url: socketUrl, keepAliveMs: keepAliveSeconds * 1000 },
      {
        destinations,
        member: true,
        onNotification: async (message) => {
          const item = await store.add(message);
          if (!item) return;
          const kind = kindOf(item.type);
          setAnnouncement(
            texts(store.get().localizations).arrived(
              textOf(store.get().localizations, kind.key, kind.label),
            ),
          );
          if (openRef.current) void store.markShownRead();
        },
        onStateChange: setLiveState,
      },
    );
    return () => {
      stop();
      setLiveState('off');
    };
  }, [live, socketUrl, memberTopic, tournamentDestination, keepAliveSeconds, store]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setLeaving(null);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  // A click elsewhere closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const toggle = () => {
    if (open) {
      close(false);
      return;
    }
    // On phones the panel is fixed to the viewport, right under the bell.
    const below = bellRef.current?.getBoundingClientRect().bottom;
    if (below !== undefined)
      rootRef.current?.style.setProperty('--cw-nt-top', `${Math.round(below + 8)}px`);
    setOpen(true);
    if (state.status === 'failed') void store.load();
  };

  // Staying puts the focus back on the notification that asked.
  const returnTo = useRef<string | null>(null);
  const cancelLeaving = () => {
    returnTo.current = leaving?.key ?? null;
    setLeaving(null);
  };
  useEffect(() => {
    const key = returnTo.current;
    if (leaving || key === null) return;
    returnTo.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[${notificationsHooks.key}="${CSS.escape(key)}"]`)
      ?.focus();
  }, [leaving]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    if (leaving) cancelLeaving();
    else close(true);
  };

  // Focus leaving the widget (Tab past the panel) closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  const onItemClick = (event: MouseEvent, item: NotificationItem) => {
    const marking = item.isClicked ? Promise.resolve() : store.markClicked(item.key);
    const link = item.link;
    if (!link) return;
    if (safeZone.value && !isSafeTarget(link, safeZonePrefix)) {
      event.preventDefault();
      setLeaving(item);
      return;
    }
    // Ctrl/Cmd/Shift/middle click: the browser opens it elsewhere; this page stays.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void Promise.race([marking, wait(CLICK_NAVIGATION_WAIT_MS)]).then(() =>
      navigation.assign(link),
    );
  };

  return (
    <div
      className="cw-nt"
      ref={rootRef}
      data-live={liveState}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={bellRef}
        type="button"
        className="cw-nt__bell"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={text.bell(badge)}
        onClick={toggle}
      >
        <svg
          className="cw-nt__bell-icon"
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="24"
          height="24"
        >
          <path
            fill="currentColor"
            d="M12 2a1.5 1.5 0 0 0-1.5 1.5v.7A6.5 6.5 0 0 0 5.5 10.5V15l-2 2.5V19h17v-1.5l-2-2.5v-4.5a6.5 6.5 0 0 0-5-6.3v-.7A1.5 1.5 0 0 0 12 2Zm-2.5 18a2.5 2.5 0 0 0 5 0Z"
          />
        </svg>
        {badge && (
          <span className="cw-nt__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      <p className="cw-nt__sr" role="status">
        {announcement}
      </p>
      <div id={panelId} className="cw-nt__panel" hidden={!open}>
        {open && (
          <>
            <div className="cw-nt__head">
              <h2 id={titleId} className="cw-nt__title">
                {text.title()}
              </h2>
              <button
                type="button"
                className="cw-nt__mark-all"
                disabled={!state.items.some((item) => !item.isClicked)}
                onClick={() => void store.markAll()}
              >
                {text.markAll()}
              </button>
            </div>
            {leaving?.link ? (
              <LeaveQuestion link={leaving.link} text={text} onStay={cancelLeaving} />
            ) : state.items.length > 0 ? (
              <ul className="cw-nt__list" aria-labelledby={titleId} ref={listRef}>
                {state.items.map((item) => (
                  <li key={item.key}>
                    <Item
                      item={item}
                      localizations={state.localizations}
                      newLabel={text.unclicked()}
                      onClick={onItemClick}
                    />
                  </li>
                ))}
              </ul>
            ) : state.status === 'loading' || state.status === 'idle' ? (
              <p className="cw-nt__note" role="status">
                {text.loading()}
              </p>
            ) : state.status === 'loaded' ? (
              <div className="cw-nt__empty">
                {state.emptyImage && <img src={state.emptyImage} alt="" width="64" height="64" />}
                <p className="cw-nt__note">{text.empty()}</p>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function Item({
  item,
  localizations,
  newLabel,
  onClick,
}: {
  item: NotificationItem;
  localizations: Record<string, string>;
  newLabel: string;
  onClick: (event: MouseEvent, item: NotificationItem) => void;
}) {
  const kind = kindOf(item.type);
  const label = textOf(localizations, kind.key, kind.label);
  const when = Number.isFinite(item.time) ? new Date(item.time).toISOString() : undefined;
  const avatar = item.avatar;
  const icon = (
    <span
      className={`cw-nt__icon${avatar ? '' : ' cw-nt__icon--alone'}`}
      data-type={item.type || undefined}
      aria-hidden="true"
    >
      {ICONS[kind.icon]}
    </span>
  );
  const content = (
    <>
      <span className="cw-nt__visual" aria-hidden="true">
        {avatar ? (
          <>
            <span
              className="cw-nt__avatar"
              style={avatar.rankColor ? { borderColor: avatar.rankColor } : undefined}
            >
              {avatar.image ? (
                <img src={avatar.image} alt="" width="36" height="36" loading="lazy" />
              ) : (
                <span className="cw-nt__initial">
                  {(item.userName ?? '?').charAt(0).toUpperCase()}
                </span>
              )}
            </span>
            {avatar.flagCode && <span className="cw-nt__country">{avatar.flagCode}</span>}
          </>
        ) : (
          icon
        )}
      </span>
      <span className="cw-nt__body">
        <span className="cw-nt__kind">
          {avatar && icon}
          {label}
          {!item.isClicked && <span className="cw-nt__new">{newLabel}</span>}
        </span>
        <span className="cw-nt__message" dangerouslySetInnerHTML={{ __html: item.html }} />
        {avatar?.flagCode && (
          <span className="cw-nt__sr">
            {texts(localizations).country(countryName(avatar.flagCode))}
          </span>
        )}
        <time className="cw-nt__time" dateTime={when}>
          {item.createdAgo}
        </time>
      </span>
    </>
  );
  const className = `cw-nt__item${item.isClicked ? '' : ' cw-nt__item--new'}`;
  return item.link ? (
    <a
      href={item.link}
      className={className}
      data-key={item.key}
      onClick={(event) => onClick(event, item)}
    >
      {content}
    </a>
  ) : (
    <button
      type="button"
      className={className}
      data-key={item.key}
      onClick={(event) => onClick(event, item)}
    >
      {content}
    </button>
  );
}

function LeaveQuestion({
  link,
  text,
  onStay,
}: {
  link: string;
  text: ReturnType<typeof texts>;
  onStay: () => void;
}) {
  const id = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => stayRef.current?.focus(), []);
  return (
    <div
      className="cw-nt__leave"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <p id={`${id}-title`} className="cw-nt__leave-title">
        {text.leaveTitle()}
      </p>
      <p id={`${id}-text`}>{text.leaveText(describeTarget(link))}</p>
      <div className="cw-nt__leave-actions">
        <button type="button" className="cw-nt__leave-go" onClick={() => navigation.assign(link)}>
          {text.leave()}
        </button>
        <button type="button" ref={stayRef} className="cw-nt__leave-stay" onClick={onStay}>
          {text.stay()}
        </button>
      </div>
    </div>
  );
}
