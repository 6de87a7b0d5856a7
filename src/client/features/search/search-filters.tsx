import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_SEARCH_TEXT_LENGTH } from '../../../shared/domain/limits';
import { proficiencies } from '../../../shared/domain/skills';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { allCategoriesQueryOptions, protoSkillChoicesQueryOptions } from '../skills/queries';
import type { SearchParams } from './search-params';
import * as styles from './search.css';

const NONE = 'n/a';
const orNone = (value: string | undefined) => value ?? NONE;
const chosen = (value: FormDataEntryValue | null) => (typeof value === 'string' && value && value !== NONE ? value : undefined);

/**
 * One form for every way to look: name, category, skill title and proficiency together. Submitting
 * sends all of them, so changing one keeps the others; the URL holds them all. Choosing a category
 * reloads the title list for it and resets the title to n/a (spec 'Mentor search').
 */
export function SearchFilters({ search, onSearch }: { search: SearchParams; onSearch: (search: SearchParams) => void }) {
  const { t, i18n } = useLingui();
  const [categoryId, setCategoryId] = useState(orNone(search.categoryId));
  const [protoSkillId, setProtoSkillId] = useState(orNone(search.protoSkillId));
  // The form is usable before the categories arrive (the route does not wait for them); they fill the list when they come.
  const categories = useQuery(allCategoriesQueryOptions());
  // Fetched when a category is picked: the titles list follows the choice without hiding the form.
  const skills = useQuery(protoSkillChoicesQueryOptions(chosen(categoryId) ?? null));
  const none = { value: NONE, label: t`Any` };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = chosen(form.get('q'))?.trim();
    onSearch({
      q: q || undefined,
      categoryId: chosen(form.get('categoryId')),
      protoSkillId: chosen(form.get('protoSkillId')),
      proficiency: chosen(form.get('proficiency')) as SearchParams['proficiency'],
      rebook: search.rebook,
    });
  };

  return (
    <form className={styles.filters} role="search" aria-label={t`Search for mentors`} onSubmit={submit}>
      <div className={styles.nameField}>
        <TextField label={t`Mentor name`} type="search" name="q" defaultValue={search.q ?? ''} maxLength={MAX_SEARCH_TEXT_LENGTH} />
      </div>
      <SelectField
        label={t`Category`}
        name="categoryId"
        value={categoryId}
        onChange={(event) => {
          setCategoryId(event.target.value);
          // A new category means a new title list; the old title may not be in it.
          setProtoSkillId(NONE);
        }}
        options={[none, ...(categories.data ?? []).map((category) => ({ value: category._id, label: category.skillCategoryTitle }))]}
      />
      <SelectField
        label={t`Skill`}
        name="protoSkillId"
        value={skills.data?.some((skill) => skill._id === protoSkillId) ? protoSkillId : NONE}
        onChange={(event) => setProtoSkillId(event.target.value)}
        options={[none, ...(skills.data ?? []).map((skill) => ({ value: skill._id, label: skill.protoSkillTitle }))]}
      />
      <SelectField
        label={t`Proficiency`}
        name="proficiency"
        defaultValue={orNone(search.proficiency)}
        options={[none, ...proficiencies.map((level) => ({ value: level, label: i18n._(proficiencyLabels[level]) }))]}
      />
      <div className={styles.submit}>
        <Button type="submit" block>
          {t`Search`}
        </Button>
      </div>
    </form>
  );
}
