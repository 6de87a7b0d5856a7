import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MentorSkill } from '../../../shared/contracts/skills';
import { proficiencies } from '../../../shared/domain/skills';
import { proficiencyLabels } from '../calendar/proficiency-labels';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField, TextAreaField } from '../../ui/field';
import { formValues } from '../../ui/form';
import { serverFieldErrors } from '../../lib/field-errors';
import { newIdempotencyKey, queueStored } from '../../lib/offline-queue';
import { useToast } from '../../ui/toast';
import { useCreateUserSkill, useDeleteUserSkill, useEditUserSkill } from './api';
import { ownSkillPageQueryOptions, protoSkillChoicesQueryOptions } from './queries';
import { CategorySelect } from './category-select';
import { ConfirmDelete, useConfirmedDelete } from './confirm-delete';
import { useSaveOutcome } from './form-errors';
import { FormFooter } from './form-footer';
import { PagedList } from './paged-list';
import { SkillListItem } from './skill-list-item';
import * as styles from './skills.css';

/** docs/product.md (Roles and pages): the list, the Add form, or the Edit form of one skill. */
type Mode = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; skill: MentorSkill };

/** docs/product.md (Roles and pages), Skills manager: a mentor's own skills, chosen from the catalogue. */
export function MentorSkillsManager() {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>({ mode: 'list' });
  const close = () => setMode({ mode: 'list' });
  const title = mode.mode === 'add' ? t`Add skill` : mode.mode === 'edit' ? t`Edit skill` : t`Skills`;
  return (
    <Card title={title}>
      {mode.mode === 'list' ? (
        <OwnSkillsList onAdd={() => setMode({ mode: 'add' })} onEdit={(skill) => setMode({ mode: 'edit', skill })} />
      ) : (
        <MentorSkillForm
          key={mode.mode === 'edit' ? mode.skill._id : 'add'}
          skill={mode.mode === 'edit' ? mode.skill : null}
          onClose={close}
        />
      )}
    </Card>
  );
}

function OwnSkillsList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (skill: MentorSkill) => void }) {
  const { t, i18n } = useLingui();
  const toastWhenStored = useToastWhenStored();
  const remove = useDeleteUserSkill();
  const deletion = useConfirmedDelete(remove, {
    // The key is made now, when the person confirms, so a replay of this very delete is recognised.
    variables: (skill: MentorSkill) => ({ id: skill._id, idempotencyKey: newIdempotencyKey() }),
    deleted: t`Skill deleted!`,
    failure: t`Unable to delete the skill`,
  });
  // A removal waiting offline is in the queue, not in progress: the list stays usable meanwhile.
  const removing = remove.isPending && !remove.isPaused;

  // Offline, or once the request found no network, the removal waits in the queue: the dialog closes.
  useWhenQueued(remove.isPaused, () => {
    deletion.close();
    toastWhenStored();
  });

  return (
    <>
      <Button onClick={onAdd} disabled={removing}>
        {t`Add skill`}
      </Button>
      <PagedList
        query={ownSkillPageQueryOptions}
        items={(answer) => answer.skills}
        pagesLabel={t`Skill pages`}
        listLabel={t`Your skills`}
        emptyText={t`You have not added any skills yet.`}
        busy={removing}
        renderItem={(skill, disabled) => (
          <SkillListItem
            key={skill._id}
            title={skill.protoSkillId.protoSkillTitle}
            details={[
              `${skill.protoSkillId.skillCategoryId.skillCategoryTitle} · ${i18n._(proficiencyLabels[skill.proficiency])}`,
              skill.notes,
            ]}
            disabled={disabled}
            onEdit={() => onEdit(skill)}
            onDelete={() => deletion.ask(skill)}
          />
        )}
      />
      <ConfirmDelete
        name={deletion.deleting?.protoSkillId.protoSkillTitle ?? null}
        title={t`Remove this skill from your profile?`}
        busy={removing}
        onConfirm={deletion.confirm}
        onCancel={deletion.close}
      />
    </>
  );
}

const MENTOR_SKILL_FIELDS = ['protoSkillId', 'proficiency', 'notes'] as const;

/** Adding picks a catalogue skill; editing keeps it and changes only proficiency and notes. */
function MentorSkillForm({ skill, onClose }: { skill: MentorSkill | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const toastWhenStored = useToastWhenStored();
  const create = useCreateUserSkill();
  const edit = useEditUserSkill();
  const save = skill ? edit : create;
  const { saved, onError } = useSaveOutcome(t`Unable to save the skill`, onClose);
  // The category narrows the skills offered as it changes; it is not sent.
  const [categoryId, setCategoryId] = useState('');
  const [missing, setMissing] = useState({ skill: false, proficiency: false });
  const choices = useQuery({ ...protoSkillChoicesQueryOptions(categoryId || null), enabled: !skill });
  const errors = serverFieldErrors(save.error, MENTOR_SKILL_FIELDS);

  const skillOptions = [
    { value: '', label: t`Select a skill` },
    ...(choices.data ?? []).map((choice) => ({
      value: choice._id,
      label: categoryId ? choice.protoSkillTitle : `${choice.protoSkillTitle} (${choice.skillCategoryId.skillCategoryTitle})`,
    })),
  ];
  const proficiencyOptions = [
    { value: '', label: t`Select proficiency` },
    ...proficiencies.map((value) => ({ value, label: i18n._(proficiencyLabels[value]) })),
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { protoSkillId, proficiency, notes } = formValues(new FormData(event.currentTarget), MENTOR_SKILL_FIELDS);
    // docs/product.md (Domain rules): skill and proficiency are required, notes are optional.
    const chosen = proficiencies.find((value) => value === proficiency);
    const nowMissing = { skill: !skill && !protoSkillId, proficiency: !chosen };
    setMissing(nowMissing);
    if (nowMissing.skill || !chosen) return;
    // The key is made now, when the person acts, so a replay of this very change is recognised.
    const idempotencyKey = newIdempotencyKey();
    if (skill) {
      edit.mutate(
        { id: skill._id, body: { proficiency: chosen, notes }, idempotencyKey },
        { onSuccess: saved(t`Skill updated!`), onError },
      );
    } else {
      create.mutate(
        { body: { protoSkillId, proficiency: chosen, notes }, idempotencyKey },
        { onSuccess: saved(t`Skill created!`), onError },
      );
    }
  }
  // Offline, or once the request found no network, the change waits in the queue (shown under "Pending
  // changes"): the form has done its part.
  useWhenQueued(save.isPaused, () => {
    toastWhenStored();
    onClose();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {skill ? (
        <p>
          <strong>{skill.protoSkillId.protoSkillTitle}</strong> ({skill.protoSkillId.skillCategoryId.skillCategoryTitle})
        </p>
      ) : (
        <div className={styles.pickers}>
          <CategorySelect label={t`Category`} emptyLabel={t`All categories`} value={categoryId} onChange={setCategoryId} />
          <SelectField
            // Another category offers other skills: the choice starts afresh.
            key={categoryId}
            label={t`Skill`}
            name="protoSkillId"
            options={skillOptions}
            defaultValue=""
            onChange={() => setMissing((current) => ({ ...current, skill: false }))}
            error={
              missing.skill
                ? t`Please select a skill`
                : (errors.byField.protoSkillId ?? (choices.isError ? t`Unable to load the skills` : undefined))
            }
          />
        </div>
      )}
      <SelectField
        label={t`Proficiency`}
        name="proficiency"
        options={proficiencyOptions}
        defaultValue={skill?.proficiency ?? ''}
        onChange={() => setMissing((current) => ({ ...current, proficiency: false }))}
        error={missing.proficiency ? t`Please select proficiency` : errors.byField.proficiency}
      />
      <TextAreaField
        label={t`Notes (optional)`}
        name="notes"
        defaultValue={skill?.notes ?? undefined}
        error={errors.byField.notes}
      />
      <FormFooter fields={MENTOR_SKILL_FIELDS} error={save.error} pending={save.isPending} onClose={onClose} />
    </form>
  );
}

/** Runs `action` when a mutation starts waiting for the network (once per wait). */
function useWhenQueued(paused: boolean, action: () => void) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (paused) latest.current();
  }, [paused]);
}

/** The person reads that an offline change is saved only once IndexedDB holds it (lib/offline-queue). */
function useToastWhenStored() {
  const { t } = useLingui();
  const toast = useToast();
  return () =>
    void queueStored().then(
      () => toast(t`Saved on this device. It will be sent when you are back online.`, { tone: 'success' }),
      () => toast(t`This change could not be saved on this device. Try again once you are back online.`, { tone: 'error' }),
    );
}
