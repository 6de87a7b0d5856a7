import { useLingui } from '@lingui/react/macro';
import { DeleteIcon, EditIcon } from './icons';
import * as styles from './skills.css';

interface SkillListItemProps {
  title: string;
  /** Lines under the title; empty ones are left out. */
  details: Array<string | null | undefined>;
  disabled: boolean;
  /** Without handlers the item is read-only. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One row of a skills or categories list, with icon buttons named after the row they act on. */
export function SkillListItem({ title, details, disabled, onEdit, onDelete }: SkillListItemProps) {
  const { t } = useLingui();
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 className={styles.itemTitle}>{title}</h3>
        {details.filter(Boolean).map((detail, index) => (
          <p key={index} className={styles.itemDetail}>
            {detail}
          </p>
        ))}
      </div>
      {onEdit || onDelete ? (
        <div className={styles.itemActions}>
          {onEdit ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`Edit ${title}`}
              disabled={disabled}
              onClick={onEdit}
            >
              <EditIcon />
            </button>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              className={styles.dangerIconButton}
              aria-label={t`Delete ${title}`}
              disabled={disabled}
              onClick={onDelete}
            >
              <DeleteIcon />
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
