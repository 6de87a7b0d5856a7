import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../shared/contracts/user';
import { mirrorRoleIntoCookie } from './role-cookie';
import { browserTimeZone } from './time-zone';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

afterEach(() => {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the cookies the server reads to render a page', () => {
  it('names the role and the browser zone once someone is logged in', () => {
    mirrorRoleIntoCookie({ role: 'mentee' } as AuthUser);
    expect(cookies()).toEqual({ role: 'mentee', timeZone: encodeURIComponent(browserTimeZone()) });
  });

  it('drops the role for a visitor and does not tell the zone', () => {
    mirrorRoleIntoCookie({ role: 'mentor' } as AuthUser);
    document.cookie = 'timeZone=; path=/; max-age=0';
    mirrorRoleIntoCookie(null);
    // A cookie written with max-age=0 is removed (happy-dom keeps it, empty).
    expect(cookies().role ?? '').toBe('');
    expect(cookies().timeZone ?? '').toBe('');
  });
});
