import { useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { proficiencies } from '../../../shared/domain/skills';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { allCategoriesQueryOptions, protoSkillChoicesQueryOptions } from '../skills/api';
import type { SkillFilter } from './search-params';
import * as styles from './search.css';

const NONE = 'n/a';
const orNone = (value: string | undefined) => value ?? NONE;
const chosen = (value: string) => (value === NONE ? undefined : value);

/** Spec 'Mentor search', 'or Skill': category, title and proficiency, each starting at n/a. */
export function SkillFilterForm({ initial, onSearch }: { initial: SkillFilter | null; onSearch: (filter: SkillFilter) => void }) {
  const { t, i18n } = useLingui();
  const [categoryId, setCategoryId] = useState(orNone(initial?.categoryId));
  const [protoSkillId, setProtoSkillId] = useState(orNone(initial?.protoSkillId));
  const [proficiency, setProficiency] = useState(orNone(initial?.proficiency));

  const categories = useSuspenseQuery(allCategoriesQueryOptions());
  // Fetched when a category is picked: the titles list follows the choice without hiding the form.
  const skills = useQuery(protoSkillChoicesQueryOptions(chosen(categoryId) ?? null));
  const none = { value: NONE, label: t`n/a` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      categoryId: chosen(categoryId),
      protoSkillId: chosen(protoSkillId),
      proficiency: chosen(proficiency) as SkillFilter['proficiency'],
    });
  };

  return (
    <form className={styles.filterForm} onSubmit={submit} aria-label={t`Search by skill`}>
      <SelectField
        label={t`Category`}
        name="categoryId"
        value={categoryId}
        onChange={(event) => {
          setCategoryId(event.target.value);
          // A new category means a new title list; the old title may not be in it.
          setProtoSkillId(NONE);
        }}
        options={[
          none,
          ...categories.data.map((category) => ({ value: category._id, label: category.skillCategoryTitle })),
        ]}
      />
      <SelectField
        label={t`Title`}
        name="protoSkillId"
        value={skills.data?.some((skill) => skill._id === protoSkillId) ? protoSkillId : NONE}
        onChange={(event) => setProtoSkillId(event.target.value)}
        options={[none, ...(skills.data ?? []).map((skill) => ({ value: skill._id, label: skill.protoSkillTitle }))]}
      />
      <SelectField
        label={t`Proficiency`}
        name="proficiency"
        value={proficiency}
        onChange={(event) => setProficiency(event.target.value)}
        options={[none, ...proficiencies.map((level) => ({ value: level, label: i18n._(proficiencyLabels[level]) }))]}
      />
      <Button type="submit">{t`Search for Mentor`}</Button>
    </form>
  );
}
