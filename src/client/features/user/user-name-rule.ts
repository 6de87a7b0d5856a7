import { useLingui } from '@lingui/react/macro';
import { USER_NAME_CONTROL_MESSAGE, USER_NAME_INVISIBLE_MESSAGE, userNameProblem } from '../../../shared/domain/user-name';

/**
 * The server's name rule (shared/domain/user-name.ts), checked before sending so the form shows the
 * same words under the field at once. Returns the translated message, or null for an acceptable name.
 */
export function useUserNameCheck(): (name: string) => string | null {
  const { t } = useLingui();
  return (name) => {
    switch (userNameProblem(name.trim())) {
      case USER_NAME_CONTROL_MESSAGE:
        return t`User name must not contain control or text-direction characters`;
      case USER_NAME_INVISIBLE_MESSAGE:
        return t`User name must contain a visible character`;
      default:
        return null;
    }
  };
}
