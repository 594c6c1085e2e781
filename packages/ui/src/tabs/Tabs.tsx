import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { clock } from '@casino/core';
import { prepareScrolling, scrollToElement } from '../scroll/smoothScroll';
import { TAB_INITIAL_JUMP_MS, tabFromHash, writeTabToHash } from './hash';
import { tabIndexForKey } from './keyboard';
import type { TabsOrientation } from './keyboard';
import { LazyContent, useLoadOnceStore } from './LazyContent';
import type { LazyContentValue } from './LazyContent';
import type { OnceLoadFn } from './loadOnce';
import './tabs.css';

export interface TabDefinition {
  /** The name in the address (`#tab={name}`) and the key of its content. */
  name: string;
  label: ReactNode;
  /** Content known when rendering. */
  content?: ReactNode;
  /** Loads the content the first time the tab is shown; it is never loaded again. */
  load?: OnceLoadFn<LazyContentValue>;
  /** Load when the tabs mount rather than on first view (SPEC: bonuses at once on mobile). */
  eager?: boolean;
}

export interface TabsProps {
  tabs: readonly TabDefinition[];
  /** The accessible name of the tab list. */
  label: string;
  /** The tab shown when the address names none; the first tab by default. */
  defaultTab?: string;
  /** Keep the chosen tab in the address as `#tab={name}` (true by default). */
  hash?: boolean;
  /** A page opened with `#tab=x` scrolls to the tabs after `TAB_INITIAL_JUMP_MS` (true by default). */
  jumpOnLoad?: boolean;
  /** `automatic`: arrow keys show the focused tab; `manual`: Enter or Space does. */
  activation?: 'automatic' | 'manual';
  orientation?: TabsOrientation;
  onChange?: (name: string) => void;
  className?: string;
}

function knownTab(tabs: readonly TabDefinition[], name: string | null | undefined) {
  return name && tabs.some((tab) => tab.name === name) ? name : null;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, roving tabindex). The tab is chosen by
 * `#tab={name}` and written back without a history entry; each tab's content loads once.
 */
export function Tabs({
  tabs,
  label,
  defaultTab,
  hash = true,
  jumpOnLoad = true,
  activation = 'automatic',
  orientation = 'horizontal',
  onChange,
  className,
}: TabsProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const store = useLoadOnceStore('Tab');
  const [fromHash] = useState(() =>
    hash ? knownTab(tabs, tabFromHash(window.location.hash)) : null,
  );
  const [selected, setSelected] = useState(
    () => fromHash ?? knownTab(tabs, defaultTab) ?? tabs[0]?.name ?? '',
  );

  // Each tab's content loads the first time it shows (or at once when eager); never again.
  useEffect(() => {
    for (const tab of tabs) {
      if (tab.load && (tab.eager || tab.name === selected)) store.load(tab.name, tab.load);
    }
  }, [tabs, selected, store]);

  // A page opened with #tab=x jumps to the tabs once the page has settled.
  useEffect(() => {
    if (!fromHash || !jumpOnLoad) return;
    prepareScrolling();
    const timer = clock.setTimeout(() => {
      if (root.current) scrollToElement(root.current, { focus: false });
    }, TAB_INITIAL_JUMP_MS);
    return () => clock.clearTimeout(timer);
  }, [fromHash, jumpOnLoad]);

  // A link elsewhere on the page to #tab=x shows that tab.
  useEffect(() => {
    if (!hash) return;
    const onHashChange = () => {
      const name = knownTab(tabs, tabFromHash(window.location.hash));
      if (!name || name === selected) return;
      setSelected(name);
      onChange?.(name);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [hash, tabs, selected, onChange]);

  const select = (name: string) => {
    if (hash) writeTabToHash(name);
    if (name === selected) return;
    setSelected(name);
    onChange?.(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    const next = tabIndexForKey(event.key, Math.max(current, 0), tabs.length, orientation);
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    const tab = tabs[next];
    if (tab && activation === 'automatic') select(tab.name);
  };

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  return (
    <div ref={root} className={['cw-tabs', className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className="cw-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const active = tab.name === selected;
          return (
            <button
              key={tab.name}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="cw-tabs__tab"
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              data-name={tab.name}
              onClick={() => select(tab.name)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const active = tab.name === selected;
        const entry = store.get(tab.name);
        return (
          <div
            key={tab.name}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            className="cw-tabs__panel"
            tabIndex={0}
            hidden={!active}
            aria-busy={tab.load && entry.status === 'loading' ? true : undefined}
            data-name={tab.name}
            data-state={tab.load ? entry.status : undefined}
          >
            {tab.content}
            {tab.load && (active || entry.status !== 'idle') && <LazyContent entry={entry} />}
          </div>
        );
      })}
    </div>
  );
}
