import { Hono } from 'hono';
import {
  agendaRequestSchema,
  notesRequestSchema,
  rescheduleRequestSchema,
  type AgendaResponse,
  type RescheduleResponse,
} from '../../shared/contracts/calendar-sync';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireUser } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import { idParamSchema, validate } from '../middleware/validate';
import { sessionMessages } from './session.messages';
import * as contextService from './session-context.service';

/**
 * What a session is about and when: the mentee's agenda, moving it, and each participant's private notes.
 * Notes accept an Idempotency-Key because the client replays them from its offline queue.
 */
export const sessionContextRoutes = new Hono<AppEnv>()
  .put('/:id/agenda', requireUser, validate('param', idParamSchema), validate('json', agendaRequestSchema), async (c) => {
    const id = c.req.valid('param').id;
    const agenda = await contextService.setAgenda(c.get('deps'), currentUser(c), id, c.req.valid('json').agenda);
    const body: AgendaResponse = { _id: id, agenda, message: localize(sessionMessages.agendaSaved, c.get('lang')) };
    return c.json(body);
  })
  .post('/:id/reschedule', requireUser, validate('param', idParamSchema), validate('json', rescheduleRequestSchema), async (c) => {
    const moved = await contextService.reschedule(c.get('deps'), currentUser(c), c.req.valid('param').id, c.req.valid('json'));
    const body: RescheduleResponse = { ...moved, message: localize(sessionMessages.rescheduled, c.get('lang')) };
    return c.json(body);
  })
  .get('/:id/notes', requireUser, validate('param', idParamSchema), async (c) =>
    c.json(await contextService.getNotes(c.get('deps'), currentUser(c), c.req.valid('param').id)),
  )
  .put('/:id/notes', requireUser, idempotent, validate('param', idParamSchema), validate('json', notesRequestSchema), async (c) =>
    c.json(await contextService.putNotes(c.get('deps'), currentUser(c), c.req.valid('param').id, c.req.valid('json').text)),
  );
