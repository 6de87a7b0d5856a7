import { describe, expect, it } from 'vitest';
import { scriptJson, withRenderedPage } from './user-pages';

describe('scriptJson', () => {
  it('cannot end the script element it is written into, whatever the data says', () => {
    const text = scriptJson({ bio: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ bio: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});

describe('withRenderedPage', () => {
  const shell =
    '<!doctype html><html lang="de" data-theme="light"><head><script src="/boot.js"></script>' +
    '</head><body><div id="root"><div class="skeleton-page"><div></div></div></div>' +
    '<link rel="stylesheet" crossorigin href="/assets/search-page-Ab_1.css" data-page-style></body></html>';

  it('puts the page in #root, marked for hydration, with its queries after it and a mark for boot.js', () => {
    const page = withRenderedPage(shell, 'de', '/dashboard/session', '<main>Sitzungen</main>', { queries: [] });
    expect(page).toContain('<html data-server-rendered lang="de"');
    expect(page).toContain(
      '<div id="root" data-prerendered="de /dashboard/session"><main>Sitzungen</main></div><script type="application/json" id="page-state">{"queries":[]}</script></body>',
    );
    expect(page).not.toContain('skeleton-page');
  });

  it("moves the page's stylesheets into the head, so the page paints styled before its scripts", () => {
    const page = withRenderedPage(shell, 'de', '/dashboard/search', '<main></main>', {});
    const link = '<link rel="stylesheet" crossorigin href="/assets/search-page-Ab_1.css" data-page-style>';
    expect(page).toContain(`${link}</head>`);
    expect(page.split(link)).toHaveLength(2);
  });

  it('refuses a page without #root rather than sending a broken one', () => {
    expect(() => withRenderedPage('<html><body></body></html>', 'en', '/dashboard', '', {})).toThrow(/#root/);
  });
});
