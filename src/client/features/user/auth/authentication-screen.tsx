import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SignupRole } from '../../../../shared/domain/roles';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormMessage } from '../../../ui/form-message';
import { OfflineNotice } from '../../../ui/offline-notice';
import { useDocumentTitle } from '../../../ui/page';
import { screen, switches } from './auth.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';

export type AuthView = 'login' | 'signup' | 'forgot' | 'reset';

interface AuthenticationScreenProps {
  initialView?: AuthView;
  resetToken?: string;
  /** The role the sign-up form starts with (mentee unless a link asks for mentor). */
  signupRole?: SignupRole;
  /** After login or sign-up; the authentication page goes to /dashboard, a guarded page just shows itself. */
  onAuthenticated: () => void;
  /** 1 when the screen is the page itself, 2 when it sits under a page's own heading. */
  headingLevel?: 1 | 2;
}

/**
 * docs/product.md (Roles and pages): Login ↔ Sign up, Login → Forgot password, a sent reset mail → Reset password
 * (which also opens directly from the mailed link), a successful reset → Login.
 */
export function AuthenticationScreen({
  initialView = 'login',
  resetToken,
  signupRole,
  onAuthenticated,
  headingLevel = 2,
}: AuthenticationScreenProps) {
  const { t } = useLingui();
  const [view, setView] = useState<AuthView>(resetToken ? 'reset' : initialView);
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: AuthView, message: string | null = null) => {
    setNotice(message);
    setView(next);
  };
  const titles: Record<AuthView, string> = {
    login: t`Login`,
    signup: t`Sign up`,
    forgot: t`Forgot password`,
    reset: t`Reset password`,
  };
  useDocumentTitle(headingLevel === 1 ? titles[view] : null);

  return (
    <div className={screen}>
      <Card title={titles[view]} titleLevel={headingLevel}>
        {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
        <OfflineNotice message={t`You are offline. Logging in, signing up and resetting a password need a connection.`} />
        {view === 'login' ? <LoginForm onSuccess={onAuthenticated} /> : null}
        {view === 'signup' ? <SignupForm defaultRole={signupRole} onSuccess={onAuthenticated} /> : null}
        {view === 'forgot' ? (
          <ForgotPasswordForm onSent={() => go('reset', t`Password reset email sent. Check your inbox.`)} />
        ) : null}
        {view === 'reset' ? (
          <ResetPasswordForm initialToken={resetToken} onDone={() => go('login', t`Password has been reset successfully.`)} />
        ) : null}
        <div className={switches}>
          {view === 'login' ? (
            <>
              <Button variant="ghost" onClick={() => go('signup')}>
                {t`No account yet? Sign up`}
              </Button>
              <Button variant="ghost" onClick={() => go('forgot')}>
                {t`Forgot password?`}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => go('login')}>
              {view === 'signup' ? t`Already have an account? Login` : t`Back to login`}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
