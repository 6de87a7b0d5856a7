import type { AppDeps } from '../http/context';
import { createAuthLookup, type AuthLookupBatcher } from './auth-lookup';
import { createBookingFlight, type BookingFlight } from './booking-flight';
import { ReadCache } from './read-cache/read-cache';

/**
 * The request machinery of one app instance (docs/architecture.md, decision 110), built by `createApp`
 * and handed to each request as `c.get('machinery')`: tests run several apps in one process, each on its
 * own database, so none of this may live in a module. A piece switched off in env.ts is null (or, for
 * the auth lookup, sends each lookup alone).
 */
export interface Machinery {
  readCache: ReadCache | null;
  authLookup: AuthLookupBatcher;
  bookingFlight: BookingFlight | null;
}

export function createMachinery(deps: AppDeps): Machinery {
  return {
    readCache: deps.config.READ_CACHE ? new ReadCache() : null,
    authLookup: createAuthLookup(deps.db, deps.config.AUTH_BATCHING),
    bookingFlight: deps.config.BOOKING_FLIGHT ? createBookingFlight() : null,
  };
}
