/** `work` once the main thread is idle; at once where the browser has no idle callbacks (Safari). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else work();
}
