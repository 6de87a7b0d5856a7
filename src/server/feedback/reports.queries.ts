import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { feedback, feedbackReports } from '../db/schema';

/** A review the public can see, and so report: a mentee's rated, public feedback that is not hidden. */
export async function findPublicReview(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.id, id),
        eq(feedback.publicFeedback, true),
        eq(feedback.authorRole, 'mentee'),
        isNotNull(feedback.rating),
        isNull(feedback.hiddenAt),
      ),
    )
    .limit(1);
  return row;
}

/** One report per user and review: a second one violates the primary key (the caller answers 409). */
export async function insertReport(db: DbOrTx, values: { feedbackId: string; reporterId: string; reason: string }) {
  await db.insert(feedbackReports).values(values);
}

/** Hides or shows a review again; undefined when it does not exist or already was in that state. */
export async function setHidden(db: DbOrTx, id: string, hiddenAt: Date | null) {
  const [row] = await db
    .update(feedback)
    .set({ hiddenAt })
    .where(and(eq(feedback.id, id), hiddenAt ? isNull(feedback.hiddenAt) : isNotNull(feedback.hiddenAt)))
    .returning({ id: feedback.id });
  return row;
}

export async function feedbackExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id)).limit(1);
  return Boolean(row);
}

interface ReportedRow {
  feedbackId: string;
  comment: string;
  rating: number | null;
  createdAt: string;
  hiddenAt: string | null;
  authorUuid: string | null;
  authorName: string | null;
  mentorUuid: string | null;
  mentorName: string | null;
  reports: Array<{ reason: string; at: string; reporterName: string }> | string;
  lastReportedAt: string;
  total: number;
}

/** Reported reviews, the most recently reported first, each with all its reports (newest first). */
export async function listReportedReviews(db: DbOrTx, limit: number, offset: number): Promise<ReportedRow[]> {
  const result = (await db.execute(sql`select f.id as "feedbackId",
      coalesce(f.comment, f.additional_comment, '') as comment, f.rating, to_json(f.created_at) as "createdAt",
      to_json(f.hidden_at) as "hiddenAt",
      author.uuid as "authorUuid", author.user_name as "authorName",
      mentor.uuid as "mentorUuid", mentor.user_name as "mentorName",
      r.reports, to_json(r.last_at) as "lastReportedAt", count(*) over ()::int as total
    from (select fr.feedback_id, max(fr.created_at) as last_at,
            json_agg(json_build_object('reason', fr.reason, 'at', fr.created_at, 'reporterName', reporter.user_name)
              order by fr.created_at desc) as reports
          from feedback_reports fr join users reporter on reporter.id = fr.reporter_id
          group by fr.feedback_id) r
    join feedback f on f.id = r.feedback_id
    join bookings b on b.id = f.booking_id
    left join users author on author.id = f.author_id
    left join users mentor on mentor.id = b.mentor_id
    order by r.last_at desc, f.id
    limit ${limit} offset ${offset}`)) as unknown as { rows: ReportedRow[] };
  return result.rows;
}
