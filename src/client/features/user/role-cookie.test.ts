import { afterEach, describe, expect, it, vi } from 'vitest';
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
  vi.unstubAllGlobals();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('the cookies the server reads to render a page', () => {
  it('names the role at once, and the browser zone once the thread is idle, when someone is logged in', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    mirrorRoleIntoCookie({ role: 'mentee' } as AuthUser);
    expect(cookies()).toEqual({ role: 'mentee' });
    for (const work of idle) work();
    expect(cookies()).toEqual({ role: 'mentee', timeZone: encodeURIComponent(browserTimeZone()) });
  });

  it('names the zone at once where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
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
