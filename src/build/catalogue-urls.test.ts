import { describe, expect, it } from 'vitest';
import { catalogueUrls } from './catalogue-urls.ts';
import { fakeBundle, indexHtml } from './plugin-test-support.ts';

type Handler = (html: string, context: { bundle: unknown }) => string;
const handler = (catalogueUrls().transformIndexHtml as { handler: Handler }).handler;

describe('catalogueUrls', () => {
  it('names each built catalogue before boot.js, by language and part', () => {
    const bundle = fakeBundle([
      { fileName: 'assets/messages-de-1.js', facadeModuleId: '/repo/locales/de/messages.po' },
      { fileName: 'assets/site-en-2.js', facadeModuleId: '/repo/locales/en/site.po' },
      { fileName: 'assets/page-3.js', facadeModuleId: '/repo/src/client/routes/index.tsx' },
    ]);
    const html = handler(indexHtml, { bundle });
    expect(html).toContain('<meta name="catalogue" data-locale="de" data-part="messages" content="/assets/messages-de-1.js" />');
    expect(html).toContain('<meta name="catalogue" data-locale="en" data-part="site" content="/assets/site-en-2.js" />');
    expect(html).not.toContain('page-3.js" />');
    expect(html.indexOf('data-part="site"')).toBeLessThan(html.indexOf('<script src="/boot.js">'));
  });

  it('refuses an index.html that does not load boot.js', () => {
    expect(() => handler('<html></html>', { bundle: {} })).toThrow(/boot\.js/);
  });
});
