/* global window, document, getComputedStyle, NodeFilter, HTMLImageElement, PerformanceObserver, DOMMatrix, requestAnimationFrame -- runs in the browser */

/**
 * The layout rules every page and story keeps, measured from element geometry (never from
 * pictures), in one evaluate: nothing wider than its container, no sideways page scroll, no
 * text over other text, no empty image box. Each problem names the element by a selector
 * path. `root` limits the check to the elements a selector matches (a story's root).
 */
export function layoutProblems(page, root) {
  return page.evaluate(measureLayout, root ?? null);
}

/**
 * Brings the page to the state the layout rules judge, as a visitor who scrolled through
 * it sees it: scrolls down half a viewport at a time, giving each stop two frames (an
 * intersection observer sees a position in the frame after it, and its callback runs before
 * the next: lazy slider images, placeholders loaded when visible), goes back to the top and
 * waits for the fonts and for every image that has an address to finish loading. A fast
 * scroll (one frame a stop) passes by what loads near the viewport.
 */
export async function scrollThroughSlowly(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(1, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    await frame();
    await document.fonts.ready;
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => !image.getAttribute('src') || image.complete),
  );
}

/** Runs in the page: one line per broken rule. */
function measureLayout(rootSelector) {
  // Sub-pixel rounding and anti-aliased glyph edges are no layout fault.
  const TOLERANCE = 1;
  // Lines of text may touch; they overlap when this much of both glyph boxes is shared.
  const TEXT_OVERLAP = 3;
  const MAX_REPORTED = 12;
  const problems = [];

  const pathOf = (element) => {
    const steps = [];
    for (let node = element; node && node !== document.documentElement;) {
      let step = node.localName;
      if (node.id) {
        steps.unshift(`${step}#${node.id}`);
        break;
      }
      const named = ['data-widget', 'data-carousel', 'data-carousel-slide', 'data-list-items']
        .filter((name) => node.hasAttribute(name))
        .map((name) =>
          node.getAttribute(name) ? `[${name}="${node.getAttribute(name)}"]` : `[${name}]`,
        );
      if (named.length) step += named.join('');
      else if (node.classList.length) step += `.${node.classList[0]}`;
      const parent = node.parentElement;
      if (parent) {
        const same = [...parent.children].filter((child) => child.localName === node.localName);
        if (same.length > 1) step += `:nth-of-type(${same.indexOf(node) + 1})`;
      }
      steps.unshift(step);
      node = parent;
    }
    return steps.join(' > ');
  };

  const roots = rootSelector ? [...document.querySelectorAll(rootSelector)] : [document.body];
  const styleOf = new Map();
  const style = (element) => {
    let computed = styleOf.get(element);
    if (!computed) styleOf.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  const scrolls = (value) => value === 'auto' || value === 'scroll';
  const clips = (element) => {
    const { overflowX, overflowY, clip, clipPath } = style(element);
    return (
      overflowX !== 'visible' || overflowY !== 'visible' || clip !== 'auto' || clipPath !== 'none'
    );
  };
  /** Out of the flow: its box is placed on purpose, not squeezed into its parent. */
  const placed = (element) => ['absolute', 'fixed'].includes(style(element).position);
  /** A face of a flip card turned away: `backface-visibility: hidden`, rotated past 90°. */
  const turnedAway = (element) => {
    let matrix = new DOMMatrix(style(element).transform === 'none' ? '' : style(element).transform);
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (style(node).transformStyle !== 'preserve-3d') break;
      if (style(node).transform !== 'none')
        matrix = new DOMMatrix(style(node).transform).multiply(matrix);
    }
    return matrix.m33 < 0;
  };
  const hidden = (element) => {
    const { display, visibility, opacity, backfaceVisibility } = style(element);
    return (
      display === 'none' ||
      visibility === 'hidden' ||
      Number(opacity) === 0 ||
      (backfaceVisibility === 'hidden' && turnedAway(element))
    );
  };

  /**
   * The box a clipping element shows its content in: its border box, less a `clip-path:
   * inset(…)` (the visually hidden pattern); null when `clip` hides all of it.
   */
  const insetBox = (element) => {
    const box = element.getBoundingClientRect();
    const { clip, clipPath } = style(element);
    if (clip !== 'auto' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(clip)) return null;
    const inset = /^inset\(([^)]*)\)/.exec(clipPath);
    if (!inset) return box;
    const values = inset[1].split(/\s+/).slice(0, 4);
    const [t, r = t, b = t, l = r] = values;
    const length = (value, size) =>
      value.endsWith('%') ? (parseFloat(value) / 100) * size : parseFloat(value) || 0;
    return {
      left: box.left + length(l, box.width),
      right: box.right - length(r, box.width),
      top: box.top + length(t, box.height),
      bottom: box.bottom - length(b, box.height),
    };
  };

  /** The part of `rect` that its ancestors' clipping (overflow, clip) leaves visible. */
  const visiblePart = (element, rect) => {
    let { left, top, right, bottom } = rect;
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (hidden(node)) return null;
      if (!clips(node)) continue;
      const box = insetBox(node);
      if (!box) return null;
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
      if (right - left <= TOLERANCE || bottom - top <= TOLERANCE) return null;
    }
    return { left, top, right, bottom };
  };

  /** The box an element is laid out in: its parent's, or further up past `display: contents`. */
  const containerOf = (element) => {
    let parent = element.parentElement;
    while (parent && style(parent).display === 'contents') parent = parent.parentElement;
    return parent;
  };
  /**
   * The box a visitor sees an element in: the nearest ancestor that draws an edge (a
   * border, a background) or clips. A control pulled into its card's padding is in it.
   */
  const drawnBoxOf = (element) => {
    let box = containerOf(element);
    while (box && box !== document.body) {
      const { borderLeftWidth, borderRightWidth, backgroundColor, backgroundImage } = style(box);
      const drawn =
        parseFloat(borderLeftWidth) > 0 ||
        parseFloat(borderRightWidth) > 0 ||
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(backgroundColor) ||
        backgroundImage !== 'none';
      if (drawn || clips(box)) return box;
      box = containerOf(box);
    }
    return box ?? document.documentElement;
  };
  /** Whether any of `strip` (a part of `element`'s box) shows, after its ancestors' clipping. */
  const shows = (element, strip) =>
    strip.right - strip.left > TOLERANCE &&
    strip.bottom - strip.top > TOLERANCE &&
    Boolean(visiblePart(element, strip));

  const clippedX = (element) => {
    for (let node = element; node && node !== document.body; node = node.parentElement)
      if (style(node).overflowX !== 'visible') return true;
    return false;
  };

  const elements = roots.flatMap((element) => [element, ...element.querySelectorAll('*')]);
  const sideways = [];
  const pageWidth = document.documentElement.clientWidth;
  for (const element of elements) {
    if (problems.length >= MAX_REPORTED) break;
    const container = containerOf(element);
    if (!container || hidden(element) || style(element).display === 'contents') continue;
    if (element.closest('svg') && element.localName !== 'svg') continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    // What reaches past the page's right edge, unclipped, widens the page (seen or not).
    if (rect.right > pageWidth + TOLERANCE && !clippedX(container)) sideways.push(element);
    if (placed(element)) continue;
    // Wider than its container: a part of it out of the box it is seen in shows (a scroll
    // container's content may be wider, that is what it scrolls; a clipped part is hidden).
    const seenIn = drawnBoxOf(element);
    const box = seenIn.getBoundingClientRect();
    const { top, bottom } = rect;
    const outside = [
      { left: rect.left, right: Math.min(rect.right, box.left), top, bottom },
      { left: Math.max(rect.left, box.right), right: rect.right, top, bottom },
    ];
    const out = Math.max(box.left - rect.left, rect.right - box.right);
    if (
      !scrolls(style(seenIn).overflowX) &&
      out > TOLERANCE &&
      outside.some((strip) => shows(container, strip))
    )
      problems.push(
        `${pathOf(element)} is ${Math.round(rect.width)} px wide and reaches ${Math.round(out)} px out of its container (${Math.round(box.width)} px)`,
      );
    // No empty image box: an image shown with a size has a picture once scrolled through.
    if (
      element instanceof HTMLImageElement &&
      rect.width > TOLERANCE &&
      rect.height > TOLERANCE &&
      visiblePart(element, rect) &&
      !(element.complete && element.naturalWidth > 0)
    )
      problems.push(
        `${pathOf(element)} is an empty image box (${element.currentSrc ? 'not loaded' : 'no source'})`,
      );
  }

  // No sideways scroll: the page is no wider than the viewport (named by the outermost
  // element reaching past its right edge).
  const overflow = document.documentElement.scrollWidth - pageWidth;
  if (overflow > TOLERANCE) {
    const outermost = sideways.filter((element) => !sideways.includes(containerOf(element)));
    problems.unshift(
      `the page scrolls sideways by ${overflow} px${outermost.length ? `: ${outermost.slice(0, 3).map(pathOf).join(', ')} reach past its right edge` : ''}`,
    );
  }

  // No text over other text: every visible line box of every text node, compared with the
  // others on the same rows of the page.
  const lines = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.closest('svg, [aria-hidden="true"] svg'))
        continue;
      if (node.parentElement.closest('script, style, noscript, template')) continue;
      const fixed = (() => {
        for (let el = node.parentElement; el; el = el.parentElement)
          if (style(el).position === 'fixed') return true;
        return false;
      })();
      // A fixed bar covers the page as it scrolls by design; what it covers is checked elsewhere.
      if (fixed) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width <= TOLERANCE || rect.height <= TOLERANCE) continue;
        const part = visiblePart(node.parentElement, rect);
        if (part)
          lines.push({
            node,
            ...part,
            top: part.top + window.scrollY,
            bottom: part.bottom + window.scrollY,
          });
      }
    }
  }
  lines.sort((a, b) => a.top - b.top);
  const reported = new Set();
  for (let i = 0; i < lines.length && problems.length < MAX_REPORTED; i += 1) {
    const a = lines[i];
    for (let j = i + 1; j < lines.length && lines[j].top < a.bottom - TEXT_OVERLAP; j += 1) {
      const b = lines[j];
      if (a.node === b.node) continue;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width <= TEXT_OVERLAP || height <= TEXT_OVERLAP) continue;
      const key = `${pathOf(a.node.parentElement)}|${pathOf(b.node.parentElement)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push(
        `text overlaps: "${a.node.textContent.trim().slice(0, 40)}" (${pathOf(a.node.parentElement)}) and "${b.node.textContent.trim().slice(0, 40)}" (${pathOf(b.node.parentElement)})`,
      );
      if (problems.length >= MAX_REPORTED) break;
    }
  }
  return problems;
}

/** Chrome's session windows: a window ends after 1 s without a shift or 5 s after it began. */
const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * Starts recording the page's layout shifts with the elements that moved (LayoutShift
 * sources), from before any script of the page runs. Call before `page.goto`.
 */
export function recordLayoutShifts(page) {
  return page.addInitScript(() => {
    const shifts = [];
    window.__layoutShifts = shifts;
    const name = (node) => {
      const steps = [];
      for (let el = node; el && el.nodeType === 1 && el !== document.body; el = el.parentElement) {
        const mark = ['data-widget', 'data-carousel', 'data-list-items']
          .filter((attribute) => el.hasAttribute(attribute))
          .map((attribute) => `[${attribute}="${el.getAttribute(attribute)}"]`)
          .join('');
        steps.unshift(
          el.id
            ? `${el.localName}#${el.id}`
            : `${el.localName}${mark || (el.classList[0] ? `.${el.classList[0]}` : '')}`,
        );
        if (el.id) break;
      }
      return steps.join(' > ') || node.nodeName;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({
          value: entry.value,
          time: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) =>
            source.node
              ? `${name(source.node)} (${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)})`
              : 'a removed element',
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's cumulative layout shift as Chrome reports it (the largest session window of
 * shifts without recent input) and the shifts of that window, largest first.
 */
export async function layoutShift(page) {
  const shifts = (await page.evaluate(() => window.__layoutShifts ?? [])).filter(
    (shift) => !shift.hadRecentInput,
  );
  let worst = { value: 0, shifts: [] };
  let current = { value: 0, shifts: [] };
  for (const shift of shifts) {
    const first = current.shifts[0];
    const last = current.shifts.at(-1);
    if (
      !first ||
      shift.time - last.time > SESSION_GAP_MS ||
      shift.time - first.time > SESSION_MAX_MS
    )
      current = { value: 0, shifts: [] };
    current.value += shift.value;
    current.shifts.push(shift);
    if (current.value > worst.value) worst = { ...current, shifts: [...current.shifts] };
  }
  return {
    value: Math.round(worst.value * 1000) / 1000,
    shifts: worst.shifts.sort((a, b) => b.value - a.value),
  };
}
