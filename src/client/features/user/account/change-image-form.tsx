import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useChangeImage } from '../api';
import { ImagePicker } from '../image-picker';
import type { PickedImage } from '../shrink-image';
import { AccountForm } from './account-form';

export function ChangeImageForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const change = useChangeImage();
  // The picked file, shrunk: the form's file input holds the original.
  const [image, setImage] = useState<PickedImage | null>(null);
  return (
    <AccountForm
      change={change}
      errorFallback={t`Unable to change user image`}
      onSubmit={() => {
        if (image) change.mutate({ newImage: image.base64 });
      }}
      onClose={onClose}
    >
      <ImagePicker label={t`New profile picture`} required onChange={setImage} />
    </AccountForm>
  );
}
