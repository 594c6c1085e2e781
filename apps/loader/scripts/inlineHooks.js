/**
 * The server HTML's hooks (`@casino/api`'s `pageHooks`, `forumHooks`, …: objects of `data-*`
 * names, one per domain) are written into the code that reads them, as the names
 * themselves: a chunk holds the names it uses, not every name of the lists it reads from
 * (the bundler keeps an object whole). `pageHooks`, read by the core, was all in the
 * runtime of every page. A list read as a whole (passed on, iterated) stays as it is.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES } from './registry.js';

const API = path.join(PACKAGES, 'api/src');
const HOOKS_FILE = /^(\w+Hooks)\.ts$/;
const NAME = /^\s*(\w+): '(data-[\w-]+)',$/gm;

/** Each list's name → its names: `{ forumHooks: { threadId: 'data-thread-id', … } }`. */
export function hookLists(dir = API) {
  const lists = {};
  for (const file of readdirSync(dir)) {
    const list = HOOKS_FILE.exec(file)?.[1];
    if (!list) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    lists[list] = Object.fromEntries(
      [...source.matchAll(NAME)].map(([, key, name]) => [key, name]),
    );
  }
  return lists;
}

/** A module of the packages' source; and a list itself, left as it is. */
const SOURCE = /[\\/]packages[\\/][\w-]+[\\/]src[\\/].*\.[jt]sx?$/;
const LIST = /[\\/]packages[\\/]api[\\/]src[\\/]\w+Hooks\.ts$/;

/** `code` with each `list.key` of a list it imports replaced by the name, as a string. */
export function inlineHookNames(code, lists) {
  let inlined = code;
  for (const [list, names] of Object.entries(lists)) {
    if (!new RegExp(`import\\s*\\{[^}]*\\b${list}\\b[^}]*\\}\\s*from`).test(code)) continue;
    inlined = inlined.replace(
      new RegExp(`(?<![\\w$.])${list}\\.([A-Za-z_$][\\w$]*)(?![\\w$]|\\s*=[^=])`, 'g'),
      (read, key) => (Object.hasOwn(names, key) ? JSON.stringify(names[key]) : read),
    );
  }
  return inlined;
}

export function inlineHooks() {
  const lists = hookLists();
  return {
    name: 'inline-hooks',
    transform: {
      filter: { id: SOURCE },
      handler(code, id) {
        if (LIST.test(id)) return null;
        const inlined = inlineHookNames(code, lists);
        return inlined === code ? null : { code: inlined, map: null };
      },
    },
  };
}
