import type { OfflineParts } from '../../lib/offline-parts';
import { followAppBadge } from './app-badge';
import { registerPeriodicRefresh } from './periodic-refresh';

export const pwaOfflineParts: OfflineParts = {
  afterRestore: (queryClient) => {
    // The icon's badge follows today's sessions, restored ones included.
    followAppBadge(queryClient);
    // Where the platform allows it, the upcoming sessions are refreshed daily without opening the app.
    void registerPeriodicRefresh().catch(() => undefined);
  },
};
