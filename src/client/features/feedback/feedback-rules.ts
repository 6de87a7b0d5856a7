/**
 * Spec section 5: a mentee needs a comment and either a rating or an additional comment; the mentor's
 * three texts are required fields of their form. Checked before anything is sent.
 */
export function menteeFeedbackIsComplete(values: { comment: string; rating: number | null; additionalComment: string }): boolean {
  return values.comment.trim() !== '' && (values.rating !== null || values.additionalComment.trim() !== '');
}

/** Made when the user presses submit, so a replay of the same submit carries the same key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
