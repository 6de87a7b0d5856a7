import { ADMIN_PAGE_SIZE, type ReportedReviewPage } from '../../shared/contracts/admin';
import { adminMessages, reportMessages } from '../admin/admin.messages';
import { insertAudit } from '../admin/admin.queries';
import type { AppDeps, CurrentUser } from '../http/context';
import { conflict, isUniqueViolation, notFound } from '../http/errors';
import { feedbackExists, findPublicReview, insertReport, listReportedReviews, setHidden } from './reports.queries';

/** Anyone logged in may report a review they can see, once. */
export async function reportReview(deps: AppDeps, user: CurrentUser, feedbackId: string, reason: string) {
  if (!(await findPublicReview(deps.db, feedbackId))) throw notFound(adminMessages.reviewNotFound);
  try {
    await insertReport(deps.db, { feedbackId, reporterId: user._id, reason });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(reportMessages.alreadyReported);
    throw error;
  }
}

export async function listReports(deps: AppDeps, page: number): Promise<ReportedReviewPage> {
  const rows = await listReportedReviews(deps.db, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    reviews: rows.map((row) => ({
      feedbackId: row.feedbackId,
      comment: row.comment,
      rating: row.rating == null ? null : Number(row.rating),
      createdAt: new Date(row.createdAt).toISOString(),
      hiddenAt: row.hiddenAt ? new Date(row.hiddenAt).toISOString() : null,
      author: row.authorUuid && row.authorName ? { uuid: row.authorUuid, userName: row.authorName } : null,
      mentor: row.mentorUuid && row.mentorName ? { uuid: row.mentorUuid, userName: row.mentorName } : null,
      reports: (typeof row.reports === 'string' ? (JSON.parse(row.reports) as Exclude<typeof row.reports, string>) : row.reports).map(
        (report) => ({ ...report, at: new Date(report.at).toISOString() }),
      ),
      lastReportedAt: new Date(row.lastReportedAt).toISOString(),
    })),
    page,
    totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    total,
  };
}

/**
 * Hides a review, or shows it again. The feedback triggers recompute the mentor's rating and bump the
 * cached search in the same transaction, so the review leaves the lists and the rating at once.
 */
export async function setReviewHidden(deps: AppDeps, admin: CurrentUser, feedbackId: string, hidden: boolean) {
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await setHidden(tx, feedbackId, hidden ? now : null);
    if (!row) {
      if (!(await feedbackExists(tx, feedbackId))) throw notFound(adminMessages.reviewNotFound);
      throw conflict(hidden ? adminMessages.alreadyHidden : adminMessages.notHidden);
    }
    await insertAudit(tx, { adminUuid: admin.uuid, action: hidden ? 'hide' : 'unhide', targetUuid: feedbackId, at: now });
  });
}
