import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { ConfirmDelete, useConfirmedDelete } from './confirm-delete';
import * as styles from './skills.css';

interface Listed {
  _id: string;
}

interface AdminManagerProps<Item extends Listed> {
  title: string;
  addLabel: string;
  /** The list's delete mutation (api.ts); `busy` while it runs. */
  remove: {
    isPending: boolean;
    mutate: (variables: { id: string }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  /** The toasts of a delete, the confirmation's title and why a delete may be refused. */
  texts: { deleted: string; failure: string; confirmTitle: string; refusal: string };
  itemName: (item: Item) => string;
  /** The add form (item null) or the edit form of one item; `onClose` closes it. */
  form: (item: Item | null, onClose: () => void) => ReactNode;
  list: (actions: { busy: boolean; onEdit: (item: Item) => void; onDelete: (item: Item) => void }) => ReactNode;
}

/** docs/product.md (Roles and pages), skills form states: form closed, adding, or editing one item. */
type FormState<Item> = { mode: 'add' } | { mode: 'edit'; item: Item } | null;

/**
 * An admin list of the skills catalogue (categories, catalogue skills): its heading with Add, the add or
 * edit form, the list, and the delete that asks first. The form's mutations live in the form, so closing
 * it also clears its errors.
 */
export function AdminManager<Item extends Listed>({
  title,
  addLabel,
  remove,
  texts,
  itemName,
  form,
  list,
}: AdminManagerProps<Item>) {
  const titleId = useId();
  const [state, setState] = useState<FormState<Item>>(null);
  const close = () => setState(null);
  const deletion = useConfirmedDelete(remove, {
    variables: (item: Item) => ({ id: item._id }),
    deleted: texts.deleted,
    failure: texts.failure,
    onDeleted: (item) => {
      if (state?.mode === 'edit' && state.item._id === item._id) close();
    },
  });

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.toolbarTitle}>
          {title}
        </h2>
        <Button onClick={() => setState({ mode: 'add' })} disabled={state?.mode === 'add'}>
          {addLabel}
        </Button>
      </div>
      {state ? (
        <Fragment key={state.mode === 'edit' ? state.item._id : 'add'}>
          {form(state.mode === 'edit' ? state.item : null, close)}
        </Fragment>
      ) : null}
      {list({ busy: remove.isPending, onEdit: (item) => setState({ mode: 'edit', item }), onDelete: deletion.ask })}
      <ConfirmDelete
        name={deletion.deleting ? itemName(deletion.deleting) : null}
        title={texts.confirmTitle}
        busy={remove.isPending}
        onConfirm={deletion.confirm}
        onCancel={deletion.close}
      >
        <p>{texts.refusal}</p>
      </ConfirmDelete>
    </section>
  );
}
