/**
 * What a user name may not contain, checked by the sign-up and name-change schemas and by the forms
 * before they send. A name is shown to others and written into plain-text mails: a control character
 * (CR, LF, …) breaks a mail's lines, a bidi override or isolate makes "\u202Enimda" display as "admin",
 * and a name of only spaces, joiners or combining marks shows as nobody.
 */
const controlCharacter = /\p{Cc}/u;
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;
/** A character that draws something: not a separator, control, format character, combining mark or a blank filler. */
const visibleCharacter = /[^\p{Z}\p{Cc}\p{Cf}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/u;

export const USER_NAME_CONTROL_MESSAGE = 'User name must not contain control or text-direction characters';
export const USER_NAME_INVISIBLE_MESSAGE = 'User name must contain a visible character';

/** The contract's message for a name that breaks the rule, or null for an acceptable one. */
export function userNameProblem(name: string): string | null {
  if (controlCharacter.test(name) || bidiControl.test(name)) return USER_NAME_CONTROL_MESSAGE;
  if (name !== '' && !visibleCharacter.test(name)) return USER_NAME_INVISIBLE_MESSAGE;
  return null;
}
