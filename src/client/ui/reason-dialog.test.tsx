import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { ReasonDialog } from './reason-dialog';

function renderDialog(error: unknown = null) {
  const onSubmit = vi.fn();
  const view = (failure: unknown) => (
    <I18nProvider i18n={i18n}>
      <ReasonDialog
        open
        title="Refund €10.00 to Milo?"
        label="Reason"
        submitLabel="Refund €10.00"
        busy={false}
        error={failure}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />
    </I18nProvider>
  );
  const result = render(view(error));
  const field = screen.getByRole('textbox', { name: 'Reason', hidden: true });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Refund €10.00', hidden: true }));
  const type = (value: string) => fireEvent.input(field, { target: { value } });
  return { field, submit, type, onSubmit, rerender: (failure: unknown) => result.rerender(view(failure)) };
}

/** The message the field is described by, or null when it has none. */
function describedError(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts.find((text) => text.length > 0) ?? null;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('ReasonDialog', () => {

  it('clears the missing-reason error as soon as the reason is valid, and shows it again when it is emptied', () => {
    const { field, submit, type, onSubmit } = renderDialog();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(field)).toBe('Please give a reason');

    type('C');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please give a reason')).toBeNull();

    type('   ');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(field)).toBe('Please give a reason');

    type('Charged twice');
    submit();
    expect(onSubmit).toHaveBeenCalledWith('Charged twice');
  });

  it("puts the server's refusal of the reason on the field until the reason changes", () => {
    const { field, submit, type, rerender } = renderDialog();
    type('x');
    submit();
    rerender(new ApiError(400, { error: [{ path: 'reason', msg: 'Too short' }], msg: 'Bad request' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(field)).toContain('Too short');

    type('The mentor never joined');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Too short/)).toBeNull();
  });
});
