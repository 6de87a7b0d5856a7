import { afterEach, describe, expect, it } from 'vitest';
import { installCardAllowed, isIosSafari, recordInstallCardDismissal } from './install-invite';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('installCardAllowed', () => {
  it('after a booking at once; on the dashboard only from the second visit on', () => {
    expect(installCardAllowed('booked')).toBe(true);
    expect(installCardAllowed('returning')).toBe(false);
    // A new tab session is a new visit.
    sessionStorage.clear();
    expect(installCardAllowed('returning')).toBe(true);
  });

  it('never again after two dismissals', () => {
    recordInstallCardDismissal();
    expect(installCardAllowed('booked')).toBe(true);
    recordInstallCardDismissal();
    expect(installCardAllowed('booked')).toBe(false);
  });
});

describe('isIosSafari', () => {
  const iphone = (browser: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser} Mobile/15E148 Safari/604.1`;

  it('is Safari on an iPhone, not Chrome or Firefox there', () => {
    expect(isIosSafari({ userAgent: iphone('Version/17.4'), platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: iphone('CriOS/124.0'), platform: 'iPhone', maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: iphone('FxiOS/125.0'), platform: 'iPhone', maxTouchPoints: 5 })).toBe(false);
  });
});
