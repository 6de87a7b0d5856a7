import { Hono } from 'hono';
import {
  pageQuerySchema,
  skillCategoryRequestSchema,
  type CreateSkillCategoryResponse,
  type DeleteSkillResponse,
  type EditSkillCategoryResponse,
  type GetSkillCategoriesResponse,
} from '../../shared/contracts/skills';
import type { AppEnv } from '../http/context';
import { localize } from '../i18n/localized';
import { requireAdmin } from '../middleware/auth';
import { idParamSchema, validate } from '../middleware/validate';
import { skillsMessages } from './skills.messages';
import * as skillsService from './skills.service';

/** Categories: everyone logged in reads them (mentors pick skills, mentees filter search); admins manage them. */
export const skillCategoryRoutes = new Hono<AppEnv>()
  // Public, like the mentor search whose filters list it.
  .get('/get-skill-categories', validate('query', pageQuerySchema), async (c) => {
    return c.json((await skillsService.listCategories(c.get('deps'), c.req.valid('query'))) satisfies GetSkillCategoriesResponse);
  })
  .post('/create-skill-category', requireAdmin, validate('json', skillCategoryRequestSchema), async (c) => {
    const category = await skillsService.createCategory(c.get('deps'), c.req.valid('json'));
    const body: CreateSkillCategoryResponse = { message: localize(skillsMessages.categoryCreated, c.get('lang')), category };
    return c.json(body, 201);
  })
  .patch(
    '/edit-skill-category/:id',
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', skillCategoryRequestSchema),
    async (c) => {
      const updatedCategory = await skillsService.editCategory(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      const body: EditSkillCategoryResponse = { message: localize(skillsMessages.categoryUpdated, c.get('lang')), updatedCategory };
      return c.json(body);
    },
  )
  .delete('/delete-skill-category/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const _id = await skillsService.deleteCategory(c.get('deps'), c.req.valid('param').id);
    const body: DeleteSkillResponse = { message: localize(skillsMessages.categoryDeleted, c.get('lang')), _id };
    return c.json(body);
  });
