import { useSyncExternalStore } from 'react';
import { proficiencies, type Proficiency } from '../../../shared/domain/skills';

/**
 * The booking context: the mentor and skill a mentee picked on a search card. Kept
 * in localStorage so it survives a reload; the search feature writes it, the schedule page reads it.
 */
const STORAGE_KEY = 'selectedMentor';

export interface SelectedMentor {
  /** Who chose: another account on the same browser starts without a selection. */
  chosenBy: string;
  uuid: string;
  userName: string;
  skill: { _id: string; title: string; proficiency: Proficiency };
}

type Stored = { [key: string]: unknown };
const isObject = (value: unknown): value is Stored => typeof value === 'object' && value !== null;
const strings = (value: Stored, keys: string[]) => keys.every((key) => typeof value[key] === 'string');

/**
 * Storage written by an older version, or by hand, is not trusted. Checked by hand: zod is not in
 * the browser's bundles (decision 087), and this is one small shape.
 */
function isSelectedMentor(value: unknown): value is SelectedMentor {
  return (
    isObject(value) &&
    strings(value, ['chosenBy', 'uuid', 'userName']) &&
    isObject(value.skill) &&
    strings(value.skill, ['_id', 'title']) &&
    proficiencies.includes(value.skill.proficiency as Proficiency)
  );
}

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
    cachedValue = isSelectedMentor(parsed) ? parsed : null;
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
  // Which of a mentee's outlines the schedule's app shell shows; public/boot.js marks it at start.
  document.documentElement.toggleAttribute('data-mentor-chosen', selection !== null);
  listeners.forEach((listener) => listener());
}

/** The current user's selection, or null (none, or another account's). */
export function useSelectedMentor(userUuid: string | undefined): SelectedMentor | null {
  const selection = useSyncExternalStore(subscribe, snapshot, () => null);
  return selection && selection.chosenBy === userUuid ? selection : null;
}
