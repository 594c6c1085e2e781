import path from 'node:path';
import { launchChromium, serveStatic, seriousViolations } from '@casino/browser-testing';
const site = await serveStatic(path.resolve('dist/demo'), {});
const { context, close } = await launchChromium();
for (let i = 0; i < 3; i++) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL('casinos.html', site.url).href);
  await page.waitForTimeout(3000);
  console.log(JSON.stringify(await seriousViolations(page)).slice(0, 1500));
  await page.close();
}
await close(); process.exit(0);
