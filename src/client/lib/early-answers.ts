import { ApiError, apiErrorFromBody, readAnswer } from './api-error';

declare global {
  interface Window {
    /**
     * The opened page's first data as public/boot.js asked for it before the entry script had
     * downloaded: API path (as after `/app/`) → the answer.
     */
    __pageData?: Record<string, Promise<Response>>;
  }
}

/** boot.js's early answer for `path`, once; later requests ask themselves. */
function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  // The server's render of a page (prerender.tsx) has no window; it answers requests in-process.
  if (typeof window === 'undefined') return undefined;
  const early = window.__pageData?.[path];
  if (early) delete window.__pageData![path];
  return early;
}

/** Reads an early answer the way the API client reads its own: a failure is an ApiError. */
async function readEarlyAnswer(early: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await early;
  } catch (error) {
    throw new ApiError(0, null, { cause: error });
  }
  if (!response.ok) throw apiErrorFromBody(response.status, await response.json().catch(() => null));
  return readAnswer<unknown>(response);
}

/**
 * `options` whose first fetch takes boot.js's early answer for `path` when there is one, so a page's
 * data, asked for while the app's code was still downloading, is not asked for again (decision 104).
 * For a route's loader; the page reads the same key with its own options, so later fetches ask anew.
 */
export function withEarlyAnswer<O extends { queryFn?: unknown }>(options: O, path: string): O {
  const queryFn = options.queryFn as ((context: unknown) => Promise<unknown>) | undefined;
  if (typeof queryFn !== 'function') return options;
  return {
    ...options,
    queryFn: (context: unknown) => {
      const early = takeEarlyAnswer(path);
      return early ? readEarlyAnswer(early) : queryFn(context);
    },
  };
}
