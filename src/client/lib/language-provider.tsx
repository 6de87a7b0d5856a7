import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';

const contextFor = (i18n: I18n): I18nContext => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * Lingui's I18nProvider, except that the context changes only with the language. Lingui's provider
 * gives every `change` a new context, and loading a catalogue (lib/i18n.ts) is one: every component
 * with words then renders again, and a prerendered Suspense boundary whose code has not arrived yet
 * (the footer, decisions 084 and 091) is thrown away by React and stays empty until it does. Our catalogues are
 * loaded before the components that use them render (route `beforeLoad`, lazy imports, `use`), and
 * `t` reads the messages when it is called, so they need no second render.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => ({ locale: i18n.locale, value: contextFor(i18n) }));
  useEffect(() => {
    const follow = () =>
      setContext((current) => (current.locale === i18n.locale ? current : { locale: i18n.locale, value: contextFor(i18n) }));
    // A switch made between the first render and this effect.
    follow();
    return i18n.on('change', follow);
  }, [i18n]);
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}
