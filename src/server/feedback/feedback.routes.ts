import { Hono } from 'hono';
import {
  feedbackListQuerySchema,
  submitFeedbackRequestSchema,
  type Feedback,
  type Review,
  type SubmitFeedbackResponse,
} from '../../shared/contracts/feedback';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireUser } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import { validate } from '../middleware/validate';
import { feedbackMessages } from './feedback.messages';
import * as feedbackService from './feedback.service';
import { reportReview } from './reports.service';
import { reportMessages } from '../admin/admin.messages';
import { feedbackIdParamSchema, reasonRequestSchema } from '../../shared/contracts/admin';

/**
 * Feedback on sessions. Submitting accepts an Idempotency-Key because the client may replay it from
 * its offline queue. The public reviews need no login: the sidebar is shown to visitors too.
 */
export const feedbackRoutes = new Hono<AppEnv>()
  .get('/public', async (c) => {
    return c.json((await feedbackService.getPublicReviews(c.get('deps'))) satisfies Review[]);
  })
  .get('/', requireUser, validate('query', feedbackListQuerySchema), async (c) => {
    return c.json((await feedbackService.getFeedback(c.get('deps'), currentUser(c), c.req.valid('query'))) satisfies Feedback[]);
  })
  .post('/:id/report', requireUser, validate('param', feedbackIdParamSchema), validate('json', reasonRequestSchema), async (c) => {
    await reportReview(c.get('deps'), currentUser(c), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ message: localize(reportMessages.reported, c.get('lang')) });
  })
  .post('/', requireUser, idempotent, validate('json', submitFeedbackRequestSchema), async (c) => {
    const feedback = await feedbackService.submitFeedback(c.get('deps'), currentUser(c), c.req.valid('json'));
    const body: SubmitFeedbackResponse = { message: localize(feedbackMessages.submitted, c.get('lang')), feedback };
    return c.json(body, 201);
  });
