import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from './language-provider';

afterEach(cleanup);

/** Counts its renders and shows one message, so a test sees both what re-renders and what it says. */
function Greeting({ renders }: { renders: { count: number } }) {
  const { _ } = useLingui();
  renders.count++;
  return <p>{_('greeting')}</p>;
}

function setUp() {
  const i18n = setupI18n({ locale: 'en', messages: { en: { greeting: 'Hello' }, de: { greeting: 'Hallo' } } });
  const renders = { count: 0 };
  render(
    <LanguageProvider i18n={i18n}>
      <Greeting renders={renders} />
    </LanguageProvider>,
  );
  return { i18n, renders };
}

describe('LanguageProvider', () => {
  it('does not render the words again when a catalogue is added to the language in use', () => {
    const { i18n, renders } = setUp();
    const before = renders.count;
    act(() => i18n.load('en', { farewell: 'Goodbye' }));
    expect(renders.count).toBe(before);
    // The added messages are there for whatever renders next.
    expect(i18n._('farewell')).toBe('Goodbye');
  });

  it('renders the words in the new language when the language changes', () => {
    const { i18n } = setUp();
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => i18n.activate('de'));
    expect(screen.getByText('Hallo')).toBeTruthy();
  });
});
