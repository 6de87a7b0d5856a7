/**
 * Every API answer names the version of the HTTP contract it follows (a digest of `src/shared`'s
 * contract and domain sources, src/server/http/contract-version.ts); the built client carries the one
 * it was built with and takes no answer of another (decision 087).
 */
export const CONTRACT_VERSION_HEADER = 'X-Contract-Version';
