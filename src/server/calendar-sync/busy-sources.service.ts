import type { BusySource } from '../../shared/contracts/calendar-sync';
import type { AppDeps } from '../http/context';
import { AppError, fieldError, notFound } from '../http/errors';
import { localize, type Language } from '../i18n/localized';
import { isAcceptableEndpoint, systemResolveHost } from '../push/push-endpoint';
import { calendarAddressPolicy, normalizeCalendarAddress, type BusyFetchError } from './busy-fetch';
import { refreshBusySource } from './busy-refresh';
import {
  countBusySources,
  deleteBusySource,
  findBusySource,
  insertBusySource,
  listBusySources,
  sourceForRefresh,
  type BusySourceRow,
} from './busy-sources.queries';
import { busyErrorMessages, calendarSyncMessages as t } from './calendar-sync.messages';

/** Enough for a work, a private and a family calendar, with room to spare (the message says 10). */
export const MAX_BUSY_SOURCES = 10;

const isFetchError = (code: string): code is BusyFetchError => code in busyErrorMessages;

export function toBusySource(row: BusySourceRow, lang: Language): BusySource {
  return {
    id: row.id,
    url: row.url,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError === null ? null : localize(isFetchError(row.lastError) ? busyErrorMessages[row.lastError] : busyErrorMessages.network, lang),
    busyCount: row.busyCount,
  };
}

export async function listSources(deps: AppDeps, mentorId: string, lang: Language): Promise<BusySource[]> {
  return (await listBusySources(deps.db, mentorId)).map((row) => toBusySource(row, lang));
}

/**
 * Stores the address when it passes the address rules, then fetches it once right away, so the answer
 * already says how many busy times it has (or why it could not be read).
 */
export async function addSource(deps: AppDeps, mentorId: string, address: string, lang: Language): Promise<BusySource> {
  const url = normalizeCalendarAddress(address);
  if (!(await isAcceptableEndpoint(url, calendarAddressPolicy(deps.config), deps.resolveHost ?? systemResolveHost))) {
    throw fieldError('url', t.sourceRefused);
  }
  if ((await countBusySources(deps.db, mentorId)) >= MAX_BUSY_SOURCES) {
    throw fieldError('url', t.tooManySources);
  }
  const row = await insertBusySource(deps.db, mentorId, url, deps.now());
  if (!row) throw new AppError(409, t.sourceExists);
  const claim = await sourceForRefresh(deps.db, row.id);
  if (claim) await refreshBusySource(deps, claim);
  const stored = await findBusySource(deps.db, row.id);
  if (!stored) throw notFound(t.sourceNotFound);
  return toBusySource(stored, lang);
}

export async function removeSource(deps: AppDeps, mentorId: string, id: string): Promise<void> {
  if (!(await deleteBusySource(deps.db, mentorId, id))) throw notFound(t.sourceNotFound);
}
