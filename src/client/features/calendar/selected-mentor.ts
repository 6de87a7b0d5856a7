import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { proficiencySchema } from '../../../shared/contracts/skills';

/**
 * The booking context of spec section 3: the mentor and skill a mentee picked on a search card. Kept
 * in localStorage so it survives a reload; the search feature writes it, the schedule page reads it.
 */
const STORAGE_KEY = 'selectedMentor';

export const selectedMentorSchema = z.object({
  /** Who chose: another account on the same browser starts without a selection. */
  chosenBy: z.string(),
  uuid: z.string(),
  userName: z.string(),
  skill: z.object({ _id: z.string(), title: z.string(), proficiency: proficiencySchema }),
});
export type SelectedMentor = z.infer<typeof selectedMentorSchema>;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: SelectedMentor | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Parsed once per stored string, so useSyncExternalStore sees a stable object. */
function snapshot(): SelectedMentor | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    const result = selectedMentorSchema.safeParse(parsed);
    cachedValue = result.success ? result.data : null;
  }
  return cachedValue;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab picking a mentor updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function setSelectedMentor(selection: SelectedMentor | null): void {
  try {
    if (selection) localStorage.setItem(STORAGE_KEY, JSON.stringify(selection));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the choice is lost on reload, nothing else breaks.
  }
  listeners.forEach((listener) => listener());
}

/** The current user's selection, or null (none, or another account's). */
export function useSelectedMentor(userUuid: string | undefined): SelectedMentor | null {
  const selection = useSyncExternalStore(subscribe, snapshot, () => null);
  return selection && selection.chosenBy === userUuid ? selection : null;
}
