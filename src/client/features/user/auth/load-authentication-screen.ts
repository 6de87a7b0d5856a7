/**
 * The login screen's code (forms, fields, image picker: six requests) is only for visitors: a logged-in
 * person opening a protected page would otherwise download it before that page could render. A module
 * of its own because the guard's `beforeLoad` stays in the entry bundle.
 */
export const loadAuthenticationScreen = () => import('./authentication-screen');
