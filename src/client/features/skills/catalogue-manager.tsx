import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ProtoSkill } from '../../../shared/contracts/skills';
import { serverFieldErrors } from '../../lib/field-errors';
import { TextAreaField, TextField } from '../../ui/field';
import { formValues } from '../../ui/form';
import { useCreateProtoSkill, useDeleteProtoSkill, useEditProtoSkill } from './api';
import { AdminManager } from './admin-manager';
import { CatalogueList } from './catalogue-list';
import { CategorySelect } from './category-select';
import { useSaveOutcome } from './form-errors';
import { FormFooter } from './form-footer';
import * as styles from './skills.css';

export function CatalogueManager() {
  const { t } = useLingui();
  return (
    <AdminManager<ProtoSkill>
      title={t`Manage skills`}
      addLabel={t`Add skill`}
      remove={useDeleteProtoSkill()}
      texts={{
        deleted: t`Skill deleted!`,
        failure: t`Unable to delete the skill`,
        confirmTitle: t`Delete this skill?`,
        refusal: t`A skill that mentors still offer cannot be deleted.`,
      }}
      itemName={(skill) => skill.protoSkillTitle}
      form={(skill, onClose) => <CatalogueForm skill={skill} onClose={onClose} />}
      list={({ busy, onEdit, onDelete }) => <CatalogueList busy={busy} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}

const CATALOGUE_FIELDS = ['skillCategoryId', 'protoSkillTitle', 'protoSkillDescription'] as const;

function CatalogueForm({ skill, onClose }: { skill: ProtoSkill | null; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateProtoSkill();
  const edit = useEditProtoSkill();
  const save = skill ? edit : create;
  const { saved, onError } = useSaveOutcome(t`Unable to save the skill`, onClose);
  const [missingCategory, setMissingCategory] = useState(false);
  const errors = serverFieldErrors(save.error, CATALOGUE_FIELDS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formValues(new FormData(event.currentTarget), CATALOGUE_FIELDS);
    // docs/product.md (Domain rules): the category is checked here; everything else the server checks.
    setMissingCategory(!body.skillCategoryId);
    if (!body.skillCategoryId) return;
    if (skill) edit.mutate({ id: skill._id, body }, { onSuccess: saved(t`Skill updated!`), onError });
    else create.mutate(body, { onSuccess: saved(t`Skill created!`), onError });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="catalogue-form-title">
      <h3 id="catalogue-form-title" className={styles.formTitle}>
        {skill ? t`Edit skill` : t`Add skill`}
      </h3>
      <CategorySelect
        label={t`Category`}
        name="skillCategoryId"
        emptyLabel={t`Select category`}
        defaultValue={skill?.skillCategoryId._id}
        onChange={() => setMissingCategory(false)}
        error={missingCategory ? t`Please select category` : errors.byField.skillCategoryId}
      />
      <TextField
        label={t`Skill title`}
        name="protoSkillTitle"
        defaultValue={skill?.protoSkillTitle}
        error={errors.byField.protoSkillTitle}
      />
      <TextAreaField
        label={t`Description (optional)`}
        name="protoSkillDescription"
        defaultValue={skill?.protoSkillDescription ?? undefined}
        error={errors.byField.protoSkillDescription}
      />
      <FormFooter fields={CATALOGUE_FIELDS} error={save.error} pending={save.isPending} onClose={onClose} />
    </form>
  );
}
