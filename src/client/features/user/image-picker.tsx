import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_MIME_TYPES } from '../../../shared/domain/limits';
import { Button, buttonClass } from '../../ui/button';
import * as styles from './image-picker.css';
import { shrinkImage, type PickedImage } from './shrink-image';

interface ImagePickerProps {
  label: string;
  onChange: (image: PickedImage | null) => void;
  required?: boolean;
  error?: string;
}

/**
 * Picks one image file and hands over a shrunk base64 copy: a round preview of what will be saved, a
 * button-like "Choose picture" (the native file input stays, visually hidden but focusable, so it keeps
 * its keyboard and form behaviour) and "Remove" to go without.
 */
export function ImagePicker({ label, onChange, required, error }: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const shownError = readError ?? error;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setReadError(null);
    if (!file) return remove();
    try {
      const image = await shrinkImage(file);
      setPicked(image);
      onChange(image);
    } catch {
      remove();
      setReadError(t`This file could not be read as an image. Please choose a PNG, JPEG, WebP or GIF picture.`);
    }
  }

  function remove() {
    if (input.current) input.current.value = '';
    setPicked(null);
    onChange(null);
  }

  return (
    <div className={styles.picker}>
      <span className={styles.circle} aria-hidden={picked ? undefined : true}>
        {picked ? (
          <img className={styles.thumbnail} src={picked.base64} alt={t`Preview of the chosen picture`} />
        ) : (
          <svg viewBox="0 0 24 24" width="40" height="40" className={styles.placeholder}>
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        )}
      </span>
      <div className={styles.body}>
        <span className={styles.label}>{label}</span>
        <div className={styles.buttons}>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            required={required}
            aria-label={label}
            aria-describedby={messageId}
            aria-invalid={shownError ? true : undefined}
            onChange={handleChange}
          />
          <label htmlFor={inputId} className={`${buttonClass('secondary')} ${styles.choose}`}>
            {picked ? t`Choose another picture` : t`Choose picture`}
          </label>
          {picked ? (
            <Button variant="ghost" onClick={remove}>
              {t`Remove`}
            </Button>
          ) : null}
        </div>
        <p id={messageId} className={shownError ? styles.error : styles.hint}>
          {shownError ??
            (picked
              ? `${picked.name} (${i18n.number(picked.sizeKb)} kB)`
              : t`PNG, JPEG, WebP or GIF. It is shown round, so a face in the middle works best.`)}
        </p>
      </div>
    </div>
  );
}
