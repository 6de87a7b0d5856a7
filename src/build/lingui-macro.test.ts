import { describe, expect, it } from 'vitest';
import { linguiMacro } from './lingui-macro.ts';

type Transform = { filter: { id: RegExp; code: RegExp }; handler: (code: string, id: string) => Promise<{ code: string } | null> };
const transform = linguiMacro().transform as Transform;

describe('linguiMacro', () => {
  it('compiles the macro into a message lookup and leaves TypeScript to Vite', async () => {
    const source = "import { t } from '@lingui/core/macro';\nexport const hello = (name: string): string => t`Hello ${name}`;\n";
    const result = await transform.handler(source, '/src/hello.ts');
    expect(result?.code).not.toContain('@lingui/core/macro');
    expect(result?.code).toContain('@lingui/core');
    expect(result?.code).toContain('name: string');
  });

  it('only takes TypeScript files that import a macro', () => {
    expect(transform.filter.id.test('/src/page.tsx?tsr-split=component')).toBe(true);
    expect(transform.filter.id.test('/src/page.css')).toBe(false);
    expect(transform.filter.code.test("import { Trans } from '@lingui/react/macro'")).toBe(true);
    expect(transform.filter.code.test("import { Trans } from '@lingui/react'")).toBe(false);
  });
});
