import { calendarOfflineParts } from './features/calendar/offline-parts';
import { feedbackOfflineParts } from './features/feedback/offline-parts';
import { paymentOfflineParts } from './features/payment/offline-parts';
import { pwaOfflineParts } from './features/pwa/offline-parts';
import { searchOfflineParts } from './features/search/offline-parts';
import { sessionOfflineParts } from './features/session/offline-parts';
import { skillsOfflineParts } from './features/skills/offline-parts';
import { userOfflineParts } from './features/user/offline-parts';
import type { OfflineParts } from './lib/offline-parts';

/**
 * Every feature's part in offline use, handed to offline support when it starts (start-up.ts loads this
 * file with it, never for a visitor). The order is the order their mutation defaults are registered in.
 */
export const offlineParts: OfflineParts[] = [
  userOfflineParts,
  skillsOfflineParts,
  feedbackOfflineParts,
  sessionOfflineParts,
  calendarOfflineParts,
  searchOfflineParts,
  pwaOfflineParts,
  paymentOfflineParts,
];
