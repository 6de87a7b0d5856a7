import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { SkillCategory } from '../../../shared/contracts/skills-answers';
import { Button } from '../../ui/button';
import { serverFieldErrors } from '../../lib/field-errors';
import { TextAreaField, TextField } from '../../ui/field';
import { formValues } from '../../ui/form';
import { categoryPageQueryOptions, useCreateCategory, useDeleteCategory, useEditCategory } from './api';
import { ConfirmDelete, useConfirmedDelete } from './confirm-delete';
import { useSaveOutcome } from './form-errors';
import { FormFooter } from './form-footer';
import { PagedList } from './paged-list';
import { SkillListItem } from './skill-list-item';
import * as styles from './skills.css';

/**
 * Form closed, adding, or editing one category (spec section 4, skills form states). The form's
 * mutations live in the form, so closing it also clears its errors.
 */
type FormState = { mode: 'add' } | { mode: 'edit'; category: SkillCategory } | null;

export function CategoryManager() {
  const { t } = useLingui();
  const [form, setForm] = useState<FormState>(null);
  const remove = useDeleteCategory();
  const deletion = useConfirmedDelete(remove, {
    variables: (category: SkillCategory) => ({ id: category._id }),
    deleted: t`Category deleted!`,
    failure: t`Unable to delete the category`,
    onDeleted: (category) => {
      if (form?.mode === 'edit' && form.category._id === category._id) setForm(null);
    },
  });

  return (
    <section aria-labelledby="skill-categories-title">
      <div className={styles.toolbar}>
        <h2 id="skill-categories-title" className={styles.toolbarTitle}>{t`Manage Skill Categories`}</h2>
        <Button onClick={() => setForm({ mode: 'add' })} disabled={form?.mode === 'add'}>
          {t`Add Category`}
        </Button>
      </div>
      {form ? (
        <CategoryForm
          key={form.mode === 'edit' ? form.category._id : 'add'}
          category={form.mode === 'edit' ? form.category : null}
          onClose={() => setForm(null)}
        />
      ) : null}
      <PagedList
        query={categoryPageQueryOptions}
        items={(answer) => answer.categories}
        pagesLabel={t`Category pages`}
        listLabel={t`Skill categories`}
        emptyText={t`No categories yet.`}
        busy={remove.isPending}
        renderItem={(category, disabled) => (
          <SkillListItem
            key={category._id}
            title={category.skillCategoryTitle}
            details={[category.description]}
            disabled={disabled}
            onEdit={() => setForm({ mode: 'edit', category })}
            onDelete={() => deletion.ask(category)}
          />
        )}
      />
      <ConfirmDelete
        name={deletion.deleting?.skillCategoryTitle ?? null}
        title={t`Delete this category?`}
        busy={remove.isPending}
        onConfirm={deletion.confirm}
        onCancel={deletion.close}
      >
        <p>{t`A category that still holds skills cannot be deleted.`}</p>
      </ConfirmDelete>
    </section>
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
        {category ? t`Edit Category` : t`Add Category`}
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
