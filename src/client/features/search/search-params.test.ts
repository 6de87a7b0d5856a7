import { describe, expect, it } from 'vitest';
import { toSearchQuery } from './api';
import { cardsPerViewFor } from './cards-per-view';
import { skillFilterOf, validateSearchParams } from './search-params';

const CATEGORY = '3f0e9a52-0000-4000-8000-000000000001';

describe('search params', () => {
  it('keeps a valid search and drops what a shared link cannot mean', () => {
    expect(validateSearchParams({ q: ' ada ', categoryId: CATEGORY, proficiency: 'Advanced', rebook: '1' })).toEqual({
      q: 'ada',
      categoryId: CATEGORY,
      proficiency: 'advanced',
      rebook: 1,
    });
    expect(validateSearchParams({ categoryId: 'n/a', protoSkillId: 'nonsense', proficiency: 'expert' })).toEqual({});
  });

  it('is a skill search only when a filter is chosen', () => {
    expect(skillFilterOf({ q: 'ada' })).toBeNull();
    expect(skillFilterOf({ proficiency: 'beginner' })).toEqual({ proficiency: 'beginner' });
  });
});

describe('toSearchQuery', () => {
  it('sends the name and every chosen filter together, nothing else', () => {
    expect(toSearchQuery({ q: 'ada', categoryId: CATEGORY, protoSkillId: undefined, proficiency: 'advanced', rebook: 1 })).toEqual({
      query: 'ada',
      categoryId: CATEGORY,
      proficiency: 'advanced',
    });
    expect(toSearchQuery({})).toEqual({});
  });
});

describe('cardsPerViewFor (docs/product.md)', () => {
  const at = (width: number) => (query: string) => width <= Number(/max-width: (\d+)px/.exec(query)![1]);
  it('shows 1 card up to 600 px, 2 up to 1024 px, else 3', () => {
    expect([500, 600, 601, 900, 1024, 1025, 1280].map((width) => cardsPerViewFor(at(width)))).toEqual([1, 1, 2, 2, 2, 3, 3]);
  });
});
