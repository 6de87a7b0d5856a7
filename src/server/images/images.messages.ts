import type { MessageDescriptor } from '@lingui/core';

export const imageMessages = {
  notAnImage: /*i18n*/ { id: 'The file is not a valid PNG, JPEG or WebP image.' },
  imageNotFound: /*i18n*/ { id: 'This image does not exist.' },
} satisfies Record<string, MessageDescriptor>;
