import type { Plugin } from 'vite';
import { bootScript, clientBuild } from './html-pages.ts';

/**
 * The catalogues of the chosen language are otherwise found only once the entry script runs. A meta tag
 * names each built catalogue (language and part, lib/i18n.ts), so public/boot.js can preload the ones
 * needed alongside the entry script (the CSP allows no inline script that could do it).
 */
export function catalogueUrls(): Plugin {
  return {
    name: 'catalogue-urls',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const metas = Object.values(bundle ?? {}).flatMap((chunk) => {
          const [, locale, part] =
            (chunk.type === 'chunk' && /locales\/(\w+)\/(site|pages|messages)\.po$/.exec(chunk.facadeModuleId ?? '')) || [];
          return locale
            ? [`<meta name="catalogue" data-locale="${locale}" data-part="${part}" content="/${chunk.fileName}" />`]
            : [];
        });
        if (!html.includes(bootScript)) throw new Error(`index.html must load ${bootScript}`);
        return html.replace(bootScript, `${metas.join('\n    ')}\n    ${bootScript}`);
      },
    },
  };
}
