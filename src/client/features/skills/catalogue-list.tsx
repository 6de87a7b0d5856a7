import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProtoSkill } from '../../../shared/contracts/skills';
import { ErrorMessage } from '../../ui/form-message';
import { Spinner } from '../../ui/spinner';
import { protoSkillPageQueryOptions } from './api';
import { CategorySelect } from './category-select';
import { PageControls } from './page-controls';
import { SkillListItem } from './skill-list-item';
import * as styles from './skills.css';
import { useClampedPage } from './use-clamped-page';

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
  const [page, setPage] = useState(1);
  const list = useQuery(protoSkillPageQueryOptions(page, categoryId));
  useClampedPage(page, list.data?.totalPages, setPage);
  const disabled = busy || list.isFetching;

  return (
    <>
      <div className={styles.filter}>
        <CategorySelect
          label={t`Show category`}
          emptyLabel={t`All categories`}
          value={categoryId ?? ''}
          onChange={(value) => {
            setCategoryId(value || null);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <ErrorMessage error={list.error} fallback={t`Unable to load the skills`} /> : null}
      {list.data ? (
        <>
          <PageControls
            label={t`Skill pages`}
            page={list.data.page}
            totalPages={list.data.totalPages}
            onPage={setPage}
            disabled={disabled}
          />
          {list.data.skills.length === 0 ? (
            <p>{t`No skills in the catalogue yet.`}</p>
          ) : (
            <ul className={styles.list} aria-label={t`Catalogue skills`}>
              {list.data.skills.map((skill) => (
                <SkillListItem
                  key={skill._id}
                  title={skill.protoSkillTitle}
                  details={[skill.skillCategoryId.skillCategoryTitle, skill.protoSkillDescription]}
                  disabled={disabled}
                  onEdit={onEdit && (() => onEdit(skill))}
                  onDelete={onDelete && (() => onDelete(skill))}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
}
