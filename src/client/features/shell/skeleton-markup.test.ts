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

  it("gives the schedule each role's own outline, and other pages the same in every role", () => {
    expect(skeletonShapeFor('/dashboard/schedule', 'mentor')).toBe('scheduleMentor');
    expect(skeletonShapeFor('/dashboard/schedule/', 'mentee')).toBe('scheduleMentee');
    expect(skeletonShapeFor('/dashboard/schedule', 'admin')).toBe('scheduleAdmin');
    expect(skeletonShapeFor('/dashboard/search', 'mentee')).toBe('search');
    expect(skeletonShapeFor('/booking/5b0c', 'mentee')).toBe('plain');
  });
});

describe('skeletonPageHtml', () => {
  it('is the content part of the whole shell, so the first render shows what the HTML showed', () => {
    expect(skeletonHtml('search')).toContain(skeletonPageHtml('search'));
    expect(skeletonPageHtml('search')).not.toBe(skeletonPageHtml('sessions'));
  });
});

describe('skeleton words', () => {
  it('shows the given heading and policy as text, escaped, and grey bars where none are given', () => {
    const html = skeletonPageHtml('sessions', {
      heading: 'Anstehende Sitzungen',
      notice: 'Stornierung <bis> 24 "Stunden" & mehr',
    });
    expect(html).toContain('<h1>Anstehende Sitzungen</h1>');
    expect(html).toContain('<p class="skeleton-policy">Stornierung &lt;bis&gt; 24 &quot;Stunden&quot; &amp; mehr</p>');
    expect(html).not.toContain('skeleton-bar-heading');
    const bare = skeletonPageHtml('sessions');
    expect(bare).not.toContain('<h1>');
    expect(bare).toContain('skeleton-bar-heading');
    expect(bare).toContain('skeleton-card-notice');
  });

  it("writes a mentee's schedule prompt and the chosen mentor's outline, the prompt escaped", () => {
    const html = skeletonPageHtml('scheduleMentee', { heading: 'Booking', lead: 'Pick <a> mentor' });
    expect(html).toContain('<h1>Booking</h1><div class="skeleton-unchosen"><p>Pick &lt;a&gt; mentor</p>');
    expect(html).toContain('<div class="skeleton-chosen">');
    expect(html).toContain('skeleton-grid');
  });
});
