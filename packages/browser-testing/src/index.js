export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from './chromium.js';
export { serveStatic } from './static-server.js';
export { seriousViolations } from './axe.js';
