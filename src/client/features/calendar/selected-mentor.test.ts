import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedMentor, useSelectedMentor, type SelectedMentor } from './selected-mentor';

const selection: SelectedMentor = {
  chosenBy: 'mentee-1',
  uuid: 'mentor-1',
  userName: 'Ada',
  skill: { _id: 'skill-1', title: 'TypeScript', proficiency: 'advanced' },
};

/** Written as another version or another tab would: straight into storage, then announced. */
function store(raw: string) {
  act(() => {
    localStorage.setItem('selectedMentor', raw);
    window.dispatchEvent(new StorageEvent('storage', { key: 'selectedMentor' }));
  });
}

describe('the selected mentor', () => {
  afterEach(() => localStorage.clear());

  it('is read back for the account that chose it, and for no other', () => {
    setSelectedMentor(selection);
    expect(renderHook(() => useSelectedMentor('mentee-1')).result.current).toEqual(selection);
    expect(renderHook(() => useSelectedMentor('mentee-2')).result.current).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no skill', JSON.stringify({ ...selection, skill: undefined })],
    ['an unknown proficiency', JSON.stringify({ ...selection, skill: { ...selection.skill, proficiency: 'guru' } })],
    ['a number for a name', JSON.stringify({ ...selection, userName: 7 })],
  ])('is none when storage holds %s', (_, raw) => {
    const { result } = renderHook(() => useSelectedMentor('mentee-1'));
    store(raw);
    expect(result.current).toBeNull();
  });
});
