/* global document, performance, requestAnimationFrame, MutationObserver -- the functions given to page.evaluate run in the browser */
// `pnpm bench --reply`: a member's reply on a forum thread, from pressing "Post reply" to
// the new post painted, with the CPU slowed down as on a mid-range phone.
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { againstReference } from './reference.js';
import { CPU_SLOWDOWN, mainThreadTasks } from './trace.js';

/**
 * Main-thread work from pressing Reply to the new post painted, as a multiple of the
 * reference React render of the same run (100 ms on the machine the budget was set on).
 */
export const REPLY_BUDGET_RENDERS = 1;
/** Replies posted one after the other (the thread's first page has room for them). */
const REPLIES = 7;
const MEMBER = 1;

export async function forumReply(root, failures, reference) {
  const { db } = await import('@casino/mocks');
  const site = await serveWithNodeBackend(root);
  const browser = await launchChromium();
  db.sessionUserId = MEMBER;
  try {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}forum-thread.html`);
    await page.getByRole('textbox', { name: 'Your reply' }).click();
    const editor = page.locator('[data-reply-box] [contenteditable="true"]');
    await editor.waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const cpu = [];
    for (let reply = 1; reply <= REPLIES; reply += 1) {
      await editor.click();
      await page.keyboard.type(`Reply ${reply}: the withdrawal came through in one day for me.`);
      await reference.sample();
      // A member sees the button before pressing it: scrolling to it (the posts above it
      // grow with each reply) is an action of its own, not part of the reply.
      await page.locator('[data-reply-box] button[type="submit"]').scrollIntoViewIfNeeded();
      const { cpu: work } = await mainThreadTasks(cdp, () =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              const posts = document.querySelector('[data-posts]');
              const count = () => posts.querySelectorAll('[data-post-id]').length;
              const before = count();
              const watch = new MutationObserver(() => {
                if (count() === before) return;
                watch.disconnect();
                requestAnimationFrame(() =>
                  setTimeout(() => {
                    performance.mark('cw-bench:end');
                    resolve(count() - before);
                  }, 0),
                );
              });
              watch.observe(posts, { childList: true, subtree: true });
              performance.mark('cw-bench:start');
              const reply = document.querySelector('[data-reply-box] button[type="submit"]');
              // Pressed as a visitor does: a pointer or the keyboard moves the focus to it.
              reply.focus();
              reply.click();
            }),
        ),
      );
      cpu.push(work);
    }
    cpu.sort((a, b) => a - b);
    const median = cpu[Math.floor(cpu.length / 2)];
    const { ok, text } = againstReference(median, reference, REPLY_BUDGET_RENDERS);
    console.log(
      `\nForum reply (forum-thread.html, a member, CPU ${CPU_SLOWDOWN}× slower): main-thread work from pressing Reply to the new post painted over ${REPLIES} replies: median ${text}; max ${cpu.at(-1).toFixed(0)} ms`,
    );
    if (!ok) failures.push('a forum reply over its main-thread budget');
  } finally {
    db.sessionUserId = null;
    await browser.close();
    await site.close();
  }
}
