import { useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { IMAGE_MIME_TYPES } from '../../../shared/domain/limits';
import { TextField } from '../../ui/field';
import { muted } from '../../ui/layout.css';
import * as styles from './image-picker.css';
import { shrinkImage, type PickedImage } from './shrink-image';

interface ImagePickerProps {
  label: string;
  onChange: (image: PickedImage | null) => void;
  required?: boolean;
  error?: string;
}

/** Picks one image file and hands over a shrunk base64 copy, with a preview of what will be saved. */
export function ImagePicker({ label, onChange, required, error }: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setReadError(null);
    if (!file) {
      setPicked(null);
      onChange(null);
      return;
    }
    try {
      const image = await shrinkImage(file);
      setPicked(image);
      onChange(image);
    } catch {
      setPicked(null);
      onChange(null);
      setReadError(t`This file could not be read as an image. Please choose a PNG, JPEG, WebP or GIF picture.`);
    }
  }

  return (
    <div>
      <TextField
        label={label}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        required={required}
        onChange={handleChange}
        error={readError ?? error}
      />
      {picked ? (
        <div className={styles.preview}>
          <img className={styles.thumbnail} src={picked.base64} alt={t`Preview of the chosen picture`} />
          <span className={muted}>
            {picked.name} ({i18n.number(picked.sizeKb)} kB)
          </span>
        </div>
      ) : null}
    </div>
  );
}
