import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, lighthouseCpuSlowdown, QUIET_FULL_SPEED_CALIBRATION_MS } from './cpu-calibration';

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

describe("Lighthouse's slowdown from the full-speed calibration", () => {
  it('is 4× at the quiet machine’s full-speed figure', () => {
    expect(lighthouseCpuSlowdown(QUIET_FULL_SPEED_CALIBRATION_MS)).toBe(4);
  });

  it('halves on a host that runs the calibration twice as long at full speed', () => {
    expect(lighthouseCpuSlowdown(2 * QUIET_FULL_SPEED_CALIBRATION_MS)).toBe(2);
  });
});
