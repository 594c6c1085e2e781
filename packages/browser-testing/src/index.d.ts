import type { BrowserContext, Page } from 'playwright-core';
import type { Server } from 'node:http';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

/** A fresh browser with an empty profile; `close()` removes the profile too. */
export declare function launchChromium(): Promise<{
  context: BrowserContext;
  close(): Promise<void>;
}>;

export interface StaticSite {
  server: Server;
  /** `http://127.0.0.1:{port}/` */
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1; `port` 0 (the default) picks a free port. */
export declare function serveStatic(
  root: string,
  options?: { port?: number; onErrorLog?: (message: string) => void },
): Promise<StaticSite>;

/** One line per serious or critical axe violation in the page (or in the elements `selector` matches). */
export declare function seriousViolations(page: Page, selector?: string): Promise<string[]>;
