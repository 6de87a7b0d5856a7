import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installed app's manifest (start URL, icons, shortcuts, install-dialog screenshots). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Mentor Marketplace',
  short_name: 'Mentors',
  description: 'Find highly-vetted mentors, book one-hour sessions and join them by video.',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // The manifest has one colour for every theme: the dark one, so the splash screen never flashes
  // white at someone in dark mode (a dark splash before a light page is the milder surprise). The
  // page then sets the title bar to the theme actually chosen (lib/preferences, public/boot.js).
  theme_color: '#141b26',
  background_color: '#141b26',
  lang: 'en',
  categories: ['education', 'business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Long-press on the installed app's icon (Android, Windows, macOS Chromium).
  shortcuts: [
    {
      name: 'Upcoming sessions',
      short_name: 'Sessions',
      url: '/dashboard/session',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Find a mentor',
      short_name: 'Find a mentor',
      url: '/dashboard/search',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  // The richer install dialog (Chromium). Made by e2e/tools/manifest-screenshots.ts from the demo.
  screenshots: [
    {
      src: '/screenshots/narrow-search.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Find a mentor and book a session by skill',
    },
    {
      src: '/screenshots/wide-search.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Mentors side by side, each with the skills you can book',
    },
  ],
};
