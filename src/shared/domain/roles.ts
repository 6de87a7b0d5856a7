export const roles = ['admin', 'mentor', 'mentee'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may pick at sign-up; admins are made with `npm run create-admin`. */
export const signupRoles = ['mentor', 'mentee'] as const;
export type SignupRole = (typeof signupRoles)[number];

export const isAdmin = (user: { role: Role; originalRole: Role }) => user.role === 'admin' || user.originalRole === 'admin';
