export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  connectBrowser,
  launchBrowser,
  launchBrowserServer,
  launchChromium,
} from './chromium.js';
export { answering, badRequest, requestUrl, serveStatic } from './static-server.js';
export { seriousViolations } from './axe.js';
export { watchPolicyViolations } from './policy.js';
export { SecondRunReporter } from './second-run-reporter.js';
export { layoutProblems, layoutShift, recordLayoutShifts, scrollThroughSlowly } from './layout.js';
