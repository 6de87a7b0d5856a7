import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ErrorMessage, FormMessage } from '../../../ui/form-message';
import { useChangeImage } from '../api';
import { ImagePicker } from '../image-picker';
import type { PickedImage } from '../shrink-image';
import * as styles from './account.css';
import { FormButtons } from './form-buttons';

export function ChangeImageForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeImage();
  const [image, setImage] = useState<PickedImage | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (image) change.mutate({ newImage: image.base64 });
  }

  return (
    <form className={styles.actionForm} onSubmit={submit}>
      <ImagePicker label={t`New profile picture`} required onChange={setImage} />
      {change.isSuccess ? <FormMessage tone="success">{change.data}</FormMessage> : null}
      {change.isError ? <ErrorMessage error={change.error} fallback={t`Unable to change user image`} /> : null}
      <FormButtons busy={change.isPending} onCancel={onClose} />
    </form>
  );
}
