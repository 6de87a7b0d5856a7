import { useOnline } from '../lib/use-online';
import { FormMessage } from './form-message';

/** Why an online-only action is disabled right now; nothing while the network is there. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useOnline();
  return online ? null : <FormMessage tone="error">{message}</FormMessage>;
}
