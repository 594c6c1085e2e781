import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

/** A fresh browser with an empty profile; `close()` removes the profile too. */
export declare function launchChromium(): Promise<{
  context: BrowserContext;
  close(): Promise<void>;
}>;

/**
 * One browser for a whole run; each user takes a context of its own (`newContext()`).
 * `popupBlocking: true` keeps Chromium's popup blocker on (Playwright turns it off).
 */
export declare function launchBrowser(options?: {
  popupBlocking?: boolean;
}): Promise<{ browser: Browser; close(): Promise<void> }>;

/** A browser server for a run whose tests live in several processes. */
export declare function launchBrowserServer(): Promise<{
  wsEndpoint: string;
  close(): Promise<void>;
}>;

/** The browser of `launchBrowserServer()`; its `close()` only disconnects. */
export declare function connectBrowser(wsEndpoint: string): Promise<Browser>;

export interface StaticSite {
  server: Server;
  /** `http://127.0.0.1:{port}/` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on 127.0.0.1; `port` 0 (the default) picks a free port. `pageHeaders` go
 * with every page (`.html`): the site's Content Security Policy.
 */
export declare function serveStatic(
  root: string,
  options?: {
    port?: number;
    onErrorLog?: (message: string) => void;
    pageHeaders?: Record<string, string>;
  },
): Promise<StaticSite>;

/**
 * Records the Content Security Policy violations of every page of `context`: its
 * `securitypolicyviolation` events (the directive, what it blocked, where) and the console
 * errors of a refusal. The array grows as they happen. Call before the context opens a page.
 */
export declare function watchPolicyViolations(context: BrowserContext): Promise<string[]>;

/** The address a request asks for, or null when its target is no URL (`GET http://[/`). */
export declare function requestUrl(request: IncomingMessage, base: string): URL | null;

/** Answers `400 Bad request`. */
export declare function badRequest(response: ServerResponse): ServerResponse;

/** An async request handler whose failures answer 500 instead of ending the process. */
export declare function answering(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
): (request: IncomingMessage, response: ServerResponse) => void;

/** One line per serious or critical axe violation in the page (or in the elements `selector` matches). */
export declare function seriousViolations(page: Page, selector?: string): Promise<string[]>;

/** A vitest reporter that prints `second-run passes: n` and those tests at the end. */
export declare class SecondRunReporter {
  secondRun: string[];
  onTestCaseResult(testCase: unknown): void;
  onTestRunEnd(): void;
}

/**
 * One line per broken layout rule in the page (or in the elements `root` matches), each
 * naming the element by a selector path: an element reaching out of its container, the
 * page scrolling sideways, text over other text, an image box without a picture.
 */
export declare function layoutProblems(page: Page, root?: string): Promise<string[]>;

/**
 * Scrolls through the page half a viewport at a time, two frames a stop (so lazy images
 * and placeholders loaded when visible see each position), back to the top, and waits for
 * the fonts and every image with an address: the state `layoutProblems` judges.
 */
export declare function scrollThroughSlowly(page: Page): Promise<void>;

/** Records the page's layout shifts from its first script on; call before `page.goto`. */
export declare function recordLayoutShifts(page: Page): Promise<void>;

export interface LayoutShiftEntry {
  value: number;
  /** Milliseconds since the page's start. */
  time: number;
  hadRecentInput: boolean;
  /** The elements that moved, each as a selector path with its old and new top. */
  sources: string[];
}

/** The page's cumulative layout shift as Chrome counts it and the shifts of its worst window. */
export declare function layoutShift(
  page: Page,
): Promise<{ value: number; shifts: LayoutShiftEntry[] }>;
