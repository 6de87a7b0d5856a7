import { describe, expect, it } from 'vitest';
import { skeletonHtml, skeletonPageHtml, skeletonShapeFor } from './skeleton-markup';

describe('skeletonShapeFor', () => {
  it.each([
    ['/dashboard', 'home'],
    ['/dashboard/', 'home'],
    ['/dashboard/search', 'search'],
    ['/dashboard/session/', 'sessions'],
    ['/dashboard/schedule', 'schedule'],
    ['/dashboard/settings', 'plain'],
    ['/dashboard/mentors/5b0c', 'plain'],
    ['/booking/5b0c', 'plain'],
  ])('%s has the %s outline', (pathname, shape) => {
    expect(skeletonShapeFor(pathname)).toBe(shape);
  });
});

describe('skeletonPageHtml', () => {
  it('is the content part of the whole shell, so the first render shows what the HTML showed', () => {
    expect(skeletonHtml('search')).toContain(skeletonPageHtml('search'));
    expect(skeletonPageHtml('search')).not.toBe(skeletonPageHtml('sessions'));
  });
});
