import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macro (a Babel plugin) on the files that import it: plugin-react 6 has no Babel option, and
 * @rolldown/plugin-babel needs Node 22.12. Only those files pay for Babel, which only parses their
 * TypeScript and JSX; compiling them stays with Vite.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx?(\?|$)/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const filename = id.replace(/\?.*/, '');
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: filename.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
