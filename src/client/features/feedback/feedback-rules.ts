/**
 * Spec section 5: a mentee needs a comment and either a rating or an additional comment; the mentor's
 * three texts are required fields of their form. Checked before anything is sent.
 */
export function menteeFeedbackIsComplete(values: { comment: string; rating: number | null; additionalComment: string }): boolean {
  return values.comment.trim() !== '' && (values.rating !== null || values.additionalComment.trim() !== '');
}
