// The build writes the server HTML's hook names into the code that reads them
// (scripts/inlineHooks.js): each name as its list has it, and nothing else touched.
import { describe, expect, it } from 'vitest';
import * as api from '@casino/api';
import { hookLists, inlineHookNames } from './inlineHooks.js';

describe('hook names written in at build', () => {
  it('reads every list of @casino/api as the package exports it', () => {
    const exported = Object.fromEntries(
      Object.entries(api).filter(([name]) => /^\w+Hooks$/.test(name)),
    );
    expect(Object.keys(exported).length).toBeGreaterThan(1);
    expect(hookLists()).toEqual(exported);
  });

  it('replaces the reads of a list the module imports, and only those', () => {
    const lists = { forumHooks: { threadId: 'data-thread-id', posts: 'data-posts' } };
    const code = [
      "import { forumHooks } from '@casino/api';",
      'const root = `[${forumHooks.threadId}]`;',
      'element.hasAttribute(forumHooks.posts);',
      'other.forumHooks.threadId;',
      'forumHooks.unknown;',
      'forumHooks.postsCount;',
      'use(forumHooks);',
      'forumHooks.posts = x;',
    ].join('\n');
    expect(inlineHookNames(code, lists).split('\n')).toEqual([
      "import { forumHooks } from '@casino/api';",
      'const root = `[${"data-thread-id"}]`;',
      'element.hasAttribute("data-posts");',
      'other.forumHooks.threadId;',
      'forumHooks.unknown;',
      'forumHooks.postsCount;',
      'use(forumHooks);',
      'forumHooks.posts = x;',
    ]);
    const local = 'const forumHooks = { threadId: "mine" };\nforumHooks.threadId;';
    expect(inlineHookNames(local, lists)).toBe(local);
  });
});
