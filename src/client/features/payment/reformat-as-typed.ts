/**
 * Rewrites an input's value in its own format while the person types, keeping the caret after the
 * same digit it followed (an edit in the middle of "4242 4242" must not throw the caret to the end).
 * The input stays uncontrolled: the form reads its value when it is sent.
 */
export function reformatAsTyped(input: HTMLInputElement, format: (value: string) => string): void {
  const raw = input.value;
  const formatted = format(raw);
  if (formatted === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  input.value = formatted;
  if (document.activeElement !== input) return;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBefore; position++) {
    if (/\d/.test(formatted[position]!)) seen++;
  }
  // At the end, stay at the end (after an inserted " / "); inside, stay after the same digit.
  if (caret >= raw.length) position = formatted.length;
  input.setSelectionRange(position, position);
}
