import { defineConfig } from '@lingui/conf';

/**
 * The client's messages come in three catalogues per language, so a page downloads only the strings its
 * area needs (src/client/lib/i18n.ts loads them; public/boot.js preloads them). A file belongs to the
 * first list that names it, directly or by its folder.
 */
const client = (...paths: string[]) => paths.map((file) => `<rootDir>/src/client/${file}`);

/** `site`: the shell and the home page, loaded before the first render of every page. */
const site = client(
  'main.tsx',
  'router.tsx',
  'routes/__root.tsx',
  'routes/index.tsx',
  'lib',
  'ui',
  'features/shell/app-shell.tsx',
  'features/shell/footer.tsx',
  'features/shell/header.tsx',
  'features/shell/logout-button.tsx',
  'features/shell/icons.tsx',
  'features/shell/nav-links.ts',
  'features/shell/not-found.tsx',
  'features/offline/offline-banner.tsx',
  'features/offline/offline-banner-content.tsx',
  'features/offline/data-age.ts',
  'features/pwa/update-prompt.tsx',
  'features/marketing/home-page.tsx',
  'features/marketing/feature-grid.tsx',
  'features/marketing/top-mentors.tsx',
);

/** `pages`: the other pages a visitor sees without logging in (marketing, login, contact). */
const pages = client(
  'routes/*.tsx',
  'features/marketing',
  'features/contact',
  'features/user/auth',
  'features/user/playground-page.tsx',
);
/** Used by sign-up and by the account page: their strings are in `pages` and in `messages`. */
const sharedWithApp = client('features/user/image-picker.tsx', 'features/user/new-password-fields.tsx');

const notSource = ['**/node_modules/**', '**/*.test.*'];
/** Lingui's exclude patterns match a folder's files only with `/**`. */
const andBelow = (paths: string[]) => paths.flatMap((entry) => [entry, `${entry}/**`]);

export default defineConfig({
  locales: ['en', 'de'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The server's texts (error messages, mails, push): read by src/server/i18n at start-up, never by the browser.
    { path: '<rootDir>/locales/{locale}/server', include: ['<rootDir>/src/server'], exclude: notSource },
    { path: '<rootDir>/locales/{locale}/site', include: site, exclude: notSource },
    {
      path: '<rootDir>/locales/{locale}/pages',
      include: [...pages, ...sharedWithApp],
      exclude: [...notSource, ...andBelow(site)],
    },
    // `messages`: everything behind the login, loaded by the guarded layout (routes/_auth.tsx).
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: client('.'),
      exclude: [...notSource, ...andBelow([...site, ...pages])],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
