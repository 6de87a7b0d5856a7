import { useNavigate } from '@tanstack/react-router';
import type { SignupRole } from '../../../../shared/domain/roles';
import { page } from '../../../ui/layout.css';
import { AuthenticationScreen, type AuthView } from './authentication-screen';

/** /authentication: after login or sign-up the user goes to the dashboard (docs/product.md). */
export function AuthenticationPage({
  view,
  resetToken,
  signupRole,
}: {
  view?: AuthView;
  resetToken?: string;
  signupRole?: SignupRole;
}) {
  const navigate = useNavigate();
  return (
    <div className={page}>
      {/* Keyed by the URL's wishes, so following a reset link from this page starts the reset view afresh. */}
      <AuthenticationScreen
        key={`${view ?? ''}:${resetToken ?? ''}:${signupRole ?? ''}`}
        headingLevel={1}
        initialView={view}
        resetToken={resetToken}
        signupRole={signupRole}
        onAuthenticated={() => void navigate({ to: '/dashboard' })}
      />
    </div>
  );
}
