import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** One line of the bench's table; `error` marks a measurement that failed. */
export interface Row {
  group: string;
  name: string;
  /** Text shown in the value column, e.g. "152.3 kB" or "1 830 req/s · p50 4 ms · p99 12 ms". */
  shown: string;
  /** Reference the ratio is taken against (baseline build, /app/health), shown beside the value. */
  reference?: string;
  ratio?: number;
  checks?: Check[];
  error?: string;
}

/** One budget applied to one number of a row (a read endpoint has two: its ratio to health and its p99). */
export interface Check {
  /** The budget's key in budgets.json, shown when it is broken. */
  key: string;
  budget: Budget;
  value: number;
  /** What the number is when it is not the row's value or ratio, e.g. "polyfill" (shown before the budget). */
  label?: string;
  /**
   * Measured in the same run, for a budget relative to it: the reference app's figure for an
   * `on: 'reference'` budget, the CPU calibration's ms for an `on: 'calibrated'` one.
   */
  reference?: number;
}

const budgetSchema = z
  .object({
    /**
     * Which number is checked: `value` (raw, e.g. score, ms, count), `ratio`, `reference` (the value
     * against the same figure of a reference measured in the same run: `below`, `above`, `times`) or
     * `calibrated` (the value against `max` scaled by this run's CPU calibration: `calibrationMs`).
     */
    on: z.enum(['value', 'ratio', 'reference', 'calibrated']),
    max: z.number().optional(),
    min: z.number().optional(),
    equals: z.number().optional(),
    /** `reference`: the value may be at most this much under the reference (a floor, e.g. a score). */
    below: z.number().optional(),
    /** `reference`: the value may be at most this much over the reference (a ceiling, e.g. ms)… */
    above: z.number().optional(),
    /** …or at most this many times the reference: with `above` too, whichever allows more. */
    times: z.number().optional(),
    /** `calibrated`: the calibration's time on the quiet machine `max` holds for; `max` scales with this run's over it. */
    calibrationMs: z.number().positive().optional(),
    /** Unit of a `value`, `reference` or `calibrated` budget, shown after its number (e.g. "kB"); a ratio is shown with ×. */
    unit: z.string().optional(),
  })
  .refine(
    (budget) => budget.on !== 'reference' || [budget.below, budget.above, budget.times].some((limit) => limit !== undefined),
    {
      message: 'a reference budget needs below, above or times',
    },
  )
  .refine((budget) => budget.on !== 'calibrated' || (budget.max !== undefined && budget.calibrationMs !== undefined), {
    message: 'a calibrated budget needs max and calibrationMs',
  });
export type Budget = z.infer<typeof budgetSchema>;
const budgetsSchema = z.record(z.string(), budgetSchema);
export type Budgets = z.infer<typeof budgetsSchema>;

export function loadBudgets(): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')));
}

/** `reference`: for a budget `on: 'reference'` or `'calibrated'`, the figure measured in the same run it is relative to. */
export function check(budgets: Budgets, key: string, value: number, label?: string, reference?: number): Check {
  const budget = budgets[key];
  if (!budget) throw new Error(`budgets.json has no "${key}"`);
  if ((budget.on === 'reference' || budget.on === 'calibrated') && reference === undefined)
    throw new Error(`budget "${key}" is relative to a reference measured in the run, and none was given`);
  return { key, budget, value, label, reference };
}

/** The limits a check's value must keep, in its own unit: a relative budget's worked out from its reference. */
export function limits({ budget, reference = Number.NaN }: Check): { max?: number; min?: number; equals?: number } {
  if (budget.on === 'calibrated') return { max: (budget.max! * reference) / budget.calibrationMs! };
  if (budget.on !== 'reference') return { max: budget.max, min: budget.min, equals: budget.equals };
  const ceilings = [
    budget.above === undefined ? undefined : reference + budget.above,
    budget.times === undefined ? undefined : reference * budget.times,
  ].filter((limit) => limit !== undefined);
  return {
    max: ceilings.length ? Math.max(...ceilings) : undefined,
    min: budget.below === undefined ? undefined : reference - budget.below,
  };
}

/** A failed measurement never crashes the bench: it becomes a row that fails its budget. */
export function failedRow(group: string, name: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return { group, name, shown: 'FAILED', error: message.split('\n')[0]!.slice(0, 160) };
}

function passes(check: Check): boolean {
  const { value } = check;
  const { max, min, equals } = limits(check);
  // A relative budget whose reference could not be measured has NaN limits: it fails too.
  if ([value, max, min, equals].some((number) => Number.isNaN(number))) return false;
  if (max !== undefined && value > max) return false;
  if (min !== undefined && value < min) return false;
  return equals === undefined || value === equals;
}

/** A failed measurement breaks the budget too: a bench that cannot measure must not pass `--check`. */
export const brokenChecks = (row: Row): string[] =>
  row.error ? ['measurement'] : (row.checks ?? []).filter((check) => !passes(check)).map((check) => check.key);

/** A limit worked out from a reference, as shown: whole numbers, or three decimals under 1 (CLS). */
const shownLimit = (limit: number | undefined) =>
  limit === undefined ? '?' : Math.abs(limit) < 1 && limit !== 0 ? limit.toFixed(3) : String(Math.round(limit));

function describeBudget(check: Check): string {
  const { budget, label } = check;
  const unit = budget.on === 'ratio' ? '×' : budget.unit ? ` ${budget.unit}` : '';
  const prefix = label ? `${label} ` : '';
  // Relative budgets show their rule, then the limit it gives in this run: "≥ ref − 5 (= 90)".
  if (budget.on === 'calibrated') {
    const factor = (check.reference ?? Number.NaN) / budget.calibrationMs!;
    return `${prefix}≤ ${budget.max}${unit} × ${factor.toFixed(2)} (= ${shownLimit(limits(check).max)}${unit})`;
  }
  if (budget.on === 'reference') {
    const { max, min } = limits(check);
    if (min !== undefined) return `${prefix}≥ ref − ${budget.below}${unit} (= ${shownLimit(min)}${unit})`;
    const rules = [
      budget.above === undefined ? '' : `ref + ${budget.above}${unit}`,
      budget.times === undefined ? '' : `${budget.times}× ref`,
    ];
    return `${prefix}≤ ${rules.filter(Boolean).join(' or ')} (= ${shownLimit(max)}${unit})`;
  }
  if (budget.equals !== undefined) return `${prefix}= ${budget.equals}${unit}`;
  if (budget.max !== undefined) return `${prefix}≤ ${budget.max}${unit}`;
  return `${prefix}≥ ${budget.min}${unit}`;
}

function status(row: Row): string {
  const broken = brokenChecks(row);
  if (broken.length) return `✗ ${broken.join(', ')}`;
  return row.checks?.length ? '✓' : '';
}

/** A Markdown table, so the same text reads well in a terminal and pastes into the README. */
export function formatTable(rows: Row[]): string {
  const header = ['Group', 'Metric', 'Value', 'Reference', 'Ratio', 'Budget', 'Status'];
  const lines = rows.map((row) => [
    row.group,
    row.name,
    row.error ? `FAILED: ${row.error}` : row.shown,
    row.reference ?? '',
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    (row.checks ?? []).map(describeBudget).join(', '),
    status(row),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** The middle value; of an even count, the mean of the middle two. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
