import { createContext, useContext } from 'react';

/**
 * Whether the page's HTML already holds the page itself, rendered by the server with its data
 * (decision 118): true in that render and in the browser's hydration of it. The dashboard then renders
 * the page at once, as the server did, instead of keeping the outline for one deferred render.
 */
export const PageInHtml = createContext(false);

export function usePageInHtml(): boolean {
  return useContext(PageInHtml);
}
