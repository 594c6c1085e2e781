/** SPEC §2: the chosen tab lives in the URL hash as `#tab={name}`. */
export const TAB_HASH_PARAM = 'tab';

/** SPEC §9 "tab initial jump 400 ms": a page opened with `#tab=x` scrolls to the tabs after this. */
export const TAB_INITIAL_JUMP_MS = 400;

function pairs(hash: string): string[] {
  return hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part.includes('='));
}

/** One parameter of a hash like `#tab=bonuses&post=12`; null when absent. */
export function readHashParam(hash: string, name: string): string | null {
  for (const part of pairs(hash)) {
    const [key = '', ...rest] = part.split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** The tab named in a hash (`#tab=bonuses` → `bonuses`); null when there is none. */
export function tabFromHash(hash: string): string | null {
  return readHashParam(hash, TAB_HASH_PARAM) || null;
}

/**
 * The hash with `tab` set to `name`: `#tab={name}`, other parameters of the hash (such as
 * `post`) kept after it. A plain anchor (`#reviews`) is replaced.
 */
export function hashWithTab(hash: string, name: string): string {
  const others = pairs(hash).filter((part) => part.split('=')[0] !== TAB_HASH_PARAM);
  return `#${[`${TAB_HASH_PARAM}=${encodeURIComponent(name)}`, ...others].join('&')}`;
}

/** Writes the tab to the address bar without adding a history entry. */
export function writeTabToHash(name: string): void {
  const next = hashWithTab(window.location.hash, name);
  if (next === window.location.hash) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`);
}
