import { Hono } from 'hono';
import {
  createUserSkillRequestSchema,
  editUserSkillRequestSchema,
  getUserSkillsQuerySchema,
  type DeleteSkillResponse,
  type GetUserSkillsResponse,
  type UserSkillResponse,
} from '../../shared/contracts/skills';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { currentUser, requireRole, requireUser } from '../middleware/auth';
import { idempotent } from '../middleware/idempotency';
import { idParamSchema, validate } from '../middleware/validate';
import { skillsMessages } from './skills.messages';
import * as skillsService from './skills.service';

/**
 * Mentor skills. Changes are for whoever acts as mentor (an admin acting as mentor included), on their
 * own skills only; they accept an Idempotency-Key because the client may replay them from its offline queue.
 */
export const userSkillRoutes = new Hono<AppEnv>()
  .get('/get-user-skills', requireUser, validate('query', getUserSkillsQuerySchema), async (c) => {
    const result = await skillsService.listUserSkills(c.get('deps'), currentUser(c), c.req.valid('query'));
    return c.json(result satisfies GetUserSkillsResponse);
  })
  .post('/create-user-skill', requireRole('mentor'), idempotent, validate('json', createUserSkillRequestSchema), async (c) => {
    const populatedSkill = await skillsService.createUserSkill(c.get('deps'), currentUser(c), c.req.valid('json'));
    const body: UserSkillResponse = { message: localize(skillsMessages.skillCreated, c.get('lang')), populatedSkill };
    return c.json(body, 201);
  })
  .patch(
    '/edit-user-skill/:id',
    requireRole('mentor'),
    idempotent,
    validate('param', idParamSchema),
    validate('json', editUserSkillRequestSchema),
    async (c) => {
      const populatedSkill = await skillsService.editUserSkill(
        c.get('deps'),
        currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      const body: UserSkillResponse = { message: localize(skillsMessages.skillUpdated, c.get('lang')), populatedSkill };
      return c.json(body);
    },
  )
  .delete('/delete-user-skill/:id', requireRole('mentor'), idempotent, validate('param', idParamSchema), async (c) => {
    const _id = await skillsService.deleteUserSkill(c.get('deps'), currentUser(c), c.req.valid('param').id);
    const body: DeleteSkillResponse = { message: localize(skillsMessages.skillDeleted, c.get('lang')), _id };
    return c.json(body);
  });
