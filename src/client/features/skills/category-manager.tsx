import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import type { SkillCategory } from '../../../shared/contracts/skills';
import { serverFieldErrors } from '../../lib/field-errors';
import { TextAreaField, TextField } from '../../ui/field';
import { formValues } from '../../ui/form';
import { useCreateCategory, useDeleteCategory, useEditCategory } from './api';
import { categoryPageQueryOptions } from './queries';
import { AdminManager } from './admin-manager';
import { useSaveOutcome } from './form-errors';
import { FormFooter } from './form-footer';
import { PagedList } from './paged-list';
import { SkillListItem } from './skill-list-item';
import * as styles from './skills.css';

export function CategoryManager() {
  const { t } = useLingui();
  return (
    <AdminManager<SkillCategory>
      title={t`Manage skill categories`}
      addLabel={t`Add category`}
      remove={useDeleteCategory()}
      texts={{
        deleted: t`Category deleted!`,
        failure: t`Unable to delete the category`,
        confirmTitle: t`Delete this category?`,
        refusal: t`A category that still holds skills cannot be deleted.`,
      }}
      itemName={(category) => category.skillCategoryTitle}
      form={(category, onClose) => <CategoryForm category={category} onClose={onClose} />}
      list={({ busy, onEdit, onDelete }) => (
        <PagedList
          query={categoryPageQueryOptions}
          items={(answer) => answer.categories}
          pagesLabel={t`Category pages`}
          listLabel={t`Skill categories`}
          emptyText={t`No categories yet.`}
          busy={busy}
          renderItem={(category, disabled) => (
            <SkillListItem
              key={category._id}
              title={category.skillCategoryTitle}
              details={[category.description]}
              disabled={disabled}
              onEdit={() => onEdit(category)}
              onDelete={() => onDelete(category)}
            />
          )}
        />
      )}
    />
  );
}

const CATEGORY_FIELDS = ['skillCategoryTitle', 'description'] as const;

function CategoryForm({ category, onClose }: { category: SkillCategory | null; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateCategory();
  const edit = useEditCategory();
  const save = category ? edit : create;
  const { saved, onError } = useSaveOutcome(t`Unable to save the category`, onClose);
  const errors = serverFieldErrors(save.error, CATEGORY_FIELDS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formValues(new FormData(event.currentTarget), CATEGORY_FIELDS);
    if (category) edit.mutate({ id: category._id, body }, { onSuccess: saved(t`Category updated!`), onError });
    else create.mutate(body, { onSuccess: saved(t`Category added!`), onError });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="category-form-title">
      <h3 id="category-form-title" className={styles.formTitle}>
        {category ? t`Edit category` : t`Add category`}
      </h3>
      <TextField
        label={t`Category title`}
        name="skillCategoryTitle"
        defaultValue={category?.skillCategoryTitle}
        autoFocus
        error={errors.byField.skillCategoryTitle}
      />
      <TextAreaField
        label={t`Description (optional)`}
        name="description"
        defaultValue={category?.description}
        error={errors.byField.description}
      />
      <FormFooter fields={CATEGORY_FIELDS} error={save.error} pending={save.isPending} onClose={onClose} />
    </form>
  );
}
