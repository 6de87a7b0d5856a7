/** Largest profile image we accept, in bytes after base64 decoding. The client shrinks photos first. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_USER_NAME_LENGTH = 60;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
/** Files the image picker offers; the browser re-encodes the picked one as WebP before upload. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Longest search text (by name); longer shared links are dropped rather than cut. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** Mentor profile limits (docs/product.md); the database checks them too. */
export const MAX_HEADLINE_LENGTH = 80;
export const MAX_BIO_LENGTH = 1000;
export const MAX_PROFILE_LANGUAGES = 5;

/** A reason an admin gives (rejection, suspension) or a user gives (a review report). */
export const MAX_ADMIN_REASON_LENGTH = 500;

/** The admin console's lists are paged by this many rows. */
export const ADMIN_PAGE_SIZE = 20;
