/* global window, document -- the function given to page.evaluate runs in the browser */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe in the page (on every element `selector` matches, the whole document by
 * default) and returns one
 * line per serious or critical violation: none means the check passed.
 */
export async function seriousViolations(page, selector) {
  // A page checked again (the story checks switch stories in one page) keeps its axe.
  // Evaluated, not added as a script element: a page under a strict Content Security
  // Policy refuses inline scripts.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(
    async ([target, blocking]) => {
      // Every element the selector matches: a story's dialogs are portaled out of its root.
      const context = target ? document.querySelectorAll(target) : document;
      const { violations } = await window.axe.run(context, {
        resultTypes: ['violations'],
      });
      return violations
        .filter((violation) => blocking.includes(violation.impact))
        .map(
          (violation) =>
            `axe ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
    },
    [selector, BLOCKING],
  );
}
