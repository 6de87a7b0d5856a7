import { Hono } from 'hono';
import {
  getProtoSkillsQuerySchema,
  protoSkillRequestSchema,
  type DeleteSkillResponse,
  type GetProtoSkillsResponse,
  type ProtoSkillResponse,
} from '../../shared/contracts/skills';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { requireAdmin } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { skillsMessages } from './skills.messages';
import * as skillsService from './skills.service';

/** The skill catalogue: everyone logged in reads it; admins (also while acting in another role) manage it. */
export const protoSkillRoutes = new Hono<AppEnv>()
  // Public, like the mentor search whose filters list it.
  .get('/get-proto-skills', validate('query', getProtoSkillsQuerySchema), async (c) => {
    return c.json((await skillsService.listProtoSkills(c.get('deps'), c.req.valid('query'))) satisfies GetProtoSkillsResponse);
  })
  .post('/create-proto-skill', requireAdmin, validate('json', protoSkillRequestSchema), async (c) => {
    const populatedSkill = await skillsService.createProtoSkill(c.get('deps'), c.req.valid('json'));
    const body: ProtoSkillResponse = { message: localize(skillsMessages.skillCreated, c.get('lang')), populatedSkill };
    return c.json(body, 201);
  })
  .patch(
    '/edit-proto-skill/:id',
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', protoSkillRequestSchema),
    async (c) => {
      const populatedSkill = await skillsService.editProtoSkill(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      const body: ProtoSkillResponse = { message: localize(skillsMessages.skillUpdated, c.get('lang')), populatedSkill };
      return c.json(body);
    },
  )
  .delete('/delete-proto-skill/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const _id = await skillsService.deleteProtoSkill(c.get('deps'), c.req.valid('param').id);
    const body: DeleteSkillResponse = { message: localize(skillsMessages.skillDeleted, c.get('lang')), _id };
    return c.json(body);
  });
