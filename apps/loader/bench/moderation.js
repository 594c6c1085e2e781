// `pnpm bench --pages`: the forum moderation's chunk (`moderation-*`) loads for a moderator
// only; a visitor's and a member's thread page load none of its bytes, also once the
// member has used the thread page (a like loads its interactive code).
import { Buffer } from 'node:buffer';
import { launchChromium } from '@casino/browser-testing';
import { gzip, kb } from './units.js';

const MODERATION_CHUNK = /\/moderation-[\w-]{8}\.js(\?|$)/;
const VISITORS = [
  { who: 'a visitor', member: null, wanted: false },
  { who: 'a member', member: 1, wanted: false },
  { who: 'a moderator', member: 3, wanted: true },
];

async function moderationBytesFor(siteUrl, member) {
  const { db } = await import('@casino/mocks');
  db.sessionUserId = member;
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    const chunks = [];
    page.on('response', async (response) => {
      if (MODERATION_CHUNK.test(response.url()))
        chunks.push(gzip(await response.body().catch(() => Buffer.alloc(0))));
    });
    await page.goto(`${siteUrl}forum-thread.html`, { waitUntil: 'networkidle' });
    if (member !== null) {
      await page.locator('[data-post-like]').first().click();
      await page.waitForLoadState('networkidle');
    }
    // The menus of a moderator come once the page knows who is there.
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    return chunks.reduce((total, size) => total + size, 0);
  } finally {
    await browser.close();
    db.sessionUserId = null;
  }
}

/** Prints one line each; a visitor or member who loads moderation bytes is a failure. */
export async function moderationChunkCheck(siteUrl, failures) {
  console.log('\nForum moderation chunk (moderation-*) on the thread page:');
  for (const { who, member, wanted } of VISITORS) {
    const bytes = await moderationBytesFor(siteUrl, member);
    const ok = wanted ? bytes > 0 : bytes === 0;
    console.log(
      `  ${who}: ${bytes ? `${kb(bytes)} gzip` : 'no moderation bytes'} ${ok ? '✓' : '✗'}`,
    );
    if (!ok)
      failures.push(
        wanted ? 'a moderator does not load the moderation chunk' : `${who} loads moderation code`,
      );
  }
}
