import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useChangeImage } from '../api';
import { ImagePicker } from '../image-picker';
import type { PickedImage } from '../shrink-image';
import { AccountForm } from './account-form';

const FIELDS = ['newImage'] as const;

export function ChangeImageForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeImage();
  // The picked file, shrunk: the form's file input holds the original.
  const [image, setImage] = useState<PickedImage | null>(null);
  return (
    <AccountForm
      change={change}
      fields={FIELDS}
      errorFallback={t`Unable to change user image`}
      onSubmit={() => {
        if (image) change.mutate({ newImage: image.base64 });
      }}
      onClose={onClose}
    >
      {(errors) => <ImagePicker label={t`New profile picture`} required onChange={setImage} error={errors.newImage} />}
    </AccountForm>
  );
}
