/**
 * Makes the web manifest's screenshots (public/screenshots/, the richer install dialog) from the demo
 * data, on purpose rather than by accident: pages a newcomer should see first, nothing that reads as
 * noise out of context (ids, meeting links, policy text, the floating reviews tab). Run it when the
 * pages change, look at the images, then commit them:
 *
 *   PORT=3204 DEMO_DATA_DIR=/tmp/demo-shots npm run demo     # in another terminal
 *   BASE_URL=http://localhost:3204 node --import tsx e2e/tools/manifest-screenshots.ts
 *   pngquant --force --ext .png --quality 70-90 public/screenshots/*.png
 *
 * The sizes must stay those in vite.config.ts's manifest (e2e/pwa.spec.ts checks them).
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import config from '../playwright.config';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../../public/screenshots');

async function logIn(page: Page, email: string) {
  const response = await page.request.post('/app/user/login', { data: { email, password: 'demo-password' } });
  if (!response.ok()) throw new Error(`demo login ${email} failed: ${response.status()}`);
}

async function shoot(page: Page, route: string, file: string, ready: (page: Page) => Promise<void>) {
  await page.goto(route);
  await ready(page);
  // The reviews tab floats over the content: right for the app, noise in a store picture.
  await page.addStyleTag({ content: 'aside:has(> button[aria-controls]) { display: none !important; }' });
  await page.screenshot({ path: path.join(outDir, file) });
}

const browser = await chromium.launch(config.use?.launchOptions);
try {
  const narrow = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  await logIn(narrow, 'mentee1@demo.test');
  await shoot(narrow, '/dashboard/search', 'narrow-search.png', async (page) => {
    await page.getByRole('heading', { level: 3 }).first().waitFor();
  });

  const wide = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await logIn(wide, 'mentee1@demo.test');
  await shoot(wide, '/dashboard/search', 'wide-search.png', async (page) => {
    await page.getByRole('heading', { level: 3 }).first().waitFor();
  });
} finally {
  await browser.close();
}
