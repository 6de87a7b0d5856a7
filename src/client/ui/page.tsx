import { useEffect, type ReactNode } from 'react';
import { lead, page } from './layout.css';

const APP_NAME = 'Mentor Marketplace';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}

/** A page's frame: one h1 per page, an optional lead paragraph, then the content. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={page}>
      <h1>{title}</h1>
      {intro ? <p className={lead}>{intro}</p> : null}
      {children}
    </div>
  );
}
