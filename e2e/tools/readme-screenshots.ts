/**
 * Makes the README's two pictures (docs/screenshots/) from the demo data: a mentee's search at
 * 1280×800 and their upcoming sessions on a 390×844 phone (at twice the pixels). Run it when those
 * pages change, look at the images, then commit them:
 *
 *   PORT=3204 DEMO_DATA_DIR=/tmp/demo-shots npm run demo     # in another terminal
 *   BASE_URL=http://localhost:3204 node --import tsx e2e/tools/readme-screenshots.ts
 *   pngquant --force --ext .png --quality 70-90 docs/screenshots/*.png   # where pngquant is installed
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import config from '../playwright.config';

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function logIn(page: Page, email: string) {
  const response = await page.request.post('/app/user/login', { data: { email, password: 'demo-password' } });
  if (!response.ok()) throw new Error(`demo login ${email} failed: ${response.status()}`);
}

const browser = await chromium.launch(config.use?.launchOptions);
try {
  const wide = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-US' });
  await logIn(wide, 'mentee1@demo.test');
  await wide.goto('/dashboard/search');
  await wide.getByRole('heading', { level: 3 }).first().waitFor();
  await wide.getByTestId('session-price').first().waitFor();
  await wide.screenshot({ path: path.join(outDir, 'search-desktop.png') });

  const phone = await browser.newPage({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await logIn(phone, 'mentee1@demo.test');
  await phone.goto('/dashboard/session');
  await phone.getByTestId('session-card').first().waitFor();
  // The mentors' pictures load lazily: wait for those on the screen.
  await phone.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await phone.screenshot({ path: path.join(outDir, 'sessions-phone.png') });
} finally {
  await browser.close();
}
