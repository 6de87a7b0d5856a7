import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './user';

export const skillCategories = pgTable(
  'skill_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [uniqueIndex('skill_categories_title_lower_unique').on(sql`lower(${table.title})`)],
);

/** Catalogue ("proto") skills that admins curate and mentors pick from. */
export const protoSkills = pgTable(
  'proto_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => skillCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('proto_skills_category_title_lower_unique').on(table.categoryId, sql`lower(${table.title})`),
    index('proto_skills_category_idx').on(table.categoryId),
  ],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protoSkillId: uuid('proto_skill_id')
      .notNull()
      .references(() => protoSkills.id, { onDelete: 'restrict' }),
    proficiency: text('proficiency', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('user_skills_user_proto_unique').on(table.userId, table.protoSkillId),
    index('user_skills_proto_idx').on(table.protoSkillId),
    check('user_skills_proficiency_check', sql`${table.proficiency} in ('beginner', 'intermediate', 'advanced')`),
  ],
);
