import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-calibration';

describe('Lighthouse CPU slowdown from the calibration', () => {
  it('is the preset 4× when the machine runs the calibration as fast as the quiet one did', () => {
    expect(cpuSlowdownFor(100, 100)).toBe(4);
  });

  it('simulates the same phone on a machine 1.5× slower: the recorded tasks are already 1.5× longer', () => {
    expect(cpuSlowdownFor(150, 100)).toBeCloseTo(4 / 1.5);
  });

  it('slows a faster machine more', () => {
    expect(cpuSlowdownFor(50, 100)).toBe(8);
  });

  it('never goes below 1: Lighthouse cannot speed a task up', () => {
    expect(cpuSlowdownFor(900, 100)).toBe(1);
  });
});
