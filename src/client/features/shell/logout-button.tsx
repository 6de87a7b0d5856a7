import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { useOnline } from '../../lib/use-online';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { switchAuthUser } from '../user/current-user';

/** Logs out on the server, then here; answers the server's message. */
async function logout(queryClient: QueryClient): Promise<string> {
  const { message } = await api.call('POST /app/user/logout');
  switchAuthUser(queryClient, null);
  return message;
}

/** The header's Logout, for someone logged in: loaded once the auth check has found them (header.tsx). */
export function LogoutButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  // Logging out needs the server (it ends the login there); the offline banner says so.
  const online = useOnline();
  const navigate = useNavigate();
  const toast = useToast();

  async function handleLogout() {
    setLoggingOut(true);
    try {
      toast(await logout(queryClient), { tone: 'success' });
      void navigate({ to: '/authentication' });
      window.scrollTo(0, 0);
    } catch (error) {
      toast(errorMessage(error, t`Unable to logout`), { tone: 'error' });
    } finally {
      setLoggingOut(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void handleLogout()} disabled={!online || loggingOut}>
      {t`Logout`}
    </Button>
  );
}
