import { describe, expect, it } from 'vitest';
import { brokenChecks, check, formatTable, limits, median, type Budgets, type Row } from './table';

const budgets: Budgets = {
  score: { on: 'reference', below: 5 },
  tbt: { on: 'reference', above: 150, times: 2, unit: 'ms' },
  interaction: { on: 'calibrated', max: 200, calibrationMs: 100, unit: 'ms' },
  cls: { on: 'value', max: 0.02 },
};
const row = (checks: Row['checks']): Row => ({ group: 'g', name: 'n', shown: 'x', checks });

describe('budgets relative to the same run', () => {
  it('allows a score down to the reference minus `below`', () => {
    expect(limits(check(budgets, 'score', 0, undefined, 97))).toEqual({ min: 92, max: undefined });
    expect(brokenChecks(row([check(budgets, 'score', 92, undefined, 97)]))).toEqual([]);
    expect(brokenChecks(row([check(budgets, 'score', 91, undefined, 97)]))).toEqual(['score']);
  });

  it('allows the reference plus `above` or `times` the reference, whichever is more', () => {
    expect(limits(check(budgets, 'tbt', 0, 'TBT', 20)).max).toBe(170);
    expect(limits(check(budgets, 'tbt', 0, 'TBT', 400)).max).toBe(800);
    expect(brokenChecks(row([check(budgets, 'tbt', 801, 'TBT', 400)]))).toEqual(['tbt']);
  });

  it('scales a calibrated budget with this run’s calibration over the quiet machine’s', () => {
    expect(limits(check(budgets, 'interaction', 0, undefined, 150)).max).toBe(300);
    expect(brokenChecks(row([check(budgets, 'interaction', 250, undefined, 150)]))).toEqual([]);
    expect(brokenChecks(row([check(budgets, 'interaction', 250, undefined, 100)]))).toEqual(['interaction']);
  });

  it('fails when the reference could not be measured, and refuses a relative check without one', () => {
    expect(brokenChecks(row([check(budgets, 'score', 99, undefined, Number.NaN)]))).toEqual(['score']);
    expect(() => check(budgets, 'score', 99)).toThrow(/reference/);
  });

  it('shows the rule and the limit it gives in this run', () => {
    const table = formatTable([
      row([check(budgets, 'score', 95, undefined, 98), check(budgets, 'tbt', 100, 'TBT', 30), check(budgets, 'cls', 0, 'CLS')]),
      row([check(budgets, 'interaction', 120, undefined, 130)]),
    ]);
    expect(table).toContain('≥ ref − 5 (= 93), TBT ≤ ref + 150 ms or 2× ref (= 180 ms), CLS ≤ 0.02');
    expect(table).toContain('≤ 200 ms × 1.30 (= 260 ms)');
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});
