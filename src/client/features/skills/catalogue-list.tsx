import { useLingui } from '@lingui/react/macro';
import { useState, useTransition } from 'react';
import type { ProtoSkill } from '../../../shared/contracts/skills';
import { protoSkillPageQueryOptions } from './queries';
import { CategorySelect } from './category-select';
import { PagedList } from './paged-list';
import { SkillListItem } from './skill-list-item';
import * as styles from './skills.css';

interface CatalogueListProps {
  /** Admins edit and delete; without these the list is read-only. */
  onEdit?: (skill: ProtoSkill) => void;
  onDelete?: (skill: ProtoSkill) => void;
  /** A delete in flight disables the controls, as loading does. */
  busy?: boolean;
}

/** The catalogue, a page at a time, optionally narrowed to one category. */
export function CatalogueList({ onEdit, onDelete, busy = false }: CatalogueListProps) {
  const { t } = useLingui();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  // The list of the previous category stays until the new one has arrived.
  const [filtering, startTransition] = useTransition();

  return (
    <>
      <div className={styles.filter}>
        <CategorySelect
          label={t`Show category`}
          emptyLabel={t`All categories`}
          value={categoryId ?? ''}
          onChange={(value) => startTransition(() => setCategoryId(value || null))}
        />
      </div>
      <PagedList
        // Another category starts again at its first page.
        key={categoryId}
        query={(page) => protoSkillPageQueryOptions(page, categoryId)}
        items={(answer) => answer.skills}
        pagesLabel={t`Skill pages`}
        listLabel={t`Catalogue skills`}
        emptyText={t`No skills in the catalogue yet.`}
        busy={busy || filtering}
        renderItem={(skill, disabled) => (
          <SkillListItem
            key={skill._id}
            title={skill.protoSkillTitle}
            details={[skill.skillCategoryId.skillCategoryTitle, skill.protoSkillDescription]}
            disabled={disabled}
            onEdit={onEdit && (() => onEdit(skill))}
            onDelete={onDelete && (() => onDelete(skill))}
          />
        )}
      />
    </>
  );
}
