import { Link } from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The public catalogue (/mentors, /mentors/{uuid}) and the dashboard's (/dashboard/search, …) show the
 * same cards and profile; each links within its own pages, so a visitor never lands on the login.
 */
const PublicCatalogue = createContext(false);

export function PublicCatalogueProvider({ children }: { children: ReactNode }) {
  return <PublicCatalogue.Provider value>{children}</PublicCatalogue.Provider>;
}

export const usePublicCatalogue = () => useContext(PublicCatalogue);

export function MentorProfileLink({ uuid, className, children }: { uuid: string; className?: string; children: ReactNode }) {
  return usePublicCatalogue() ? (
    <Link to="/mentors/$uuid" params={{ uuid }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/dashboard/mentors/$uuid" params={{ uuid }} className={className}>
      {children}
    </Link>
  );
}

export function SearchLink({ className, children }: { className?: string; children: ReactNode }) {
  return usePublicCatalogue() ? (
    <Link to="/mentors" className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/dashboard/search" className={className}>
      {children}
    </Link>
  );
}
