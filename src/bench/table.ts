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
}

const budgetSchema = z.object({
  /** Which number is checked: `value` (raw, e.g. score, ms, count) or `ratio`. */
  on: z.enum(['value', 'ratio']),
  max: z.number().optional(),
  min: z.number().optional(),
  equals: z.number().optional(),
  /** Unit of a `value` budget, shown after its number (e.g. "kB"); a ratio is shown with ×. */
  unit: z.string().optional(),
});
export type Budget = z.infer<typeof budgetSchema>;
const budgetsSchema = z.record(z.string(), budgetSchema);
export type Budgets = z.infer<typeof budgetsSchema>;

export function loadBudgets(): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')));
}

export function check(budgets: Budgets, key: string, value: number, label?: string): Check {
  const budget = budgets[key];
  if (!budget) throw new Error(`budgets.json has no "${key}"`);
  return { key, budget, value, label };
}

/** A failed measurement never crashes the bench: it becomes a row that fails its budget. */
export function failedRow(group: string, name: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return { group, name, shown: 'FAILED', error: message.split('\n')[0]!.slice(0, 160) };
}

function passes({ budget, value }: Check): boolean {
  if (Number.isNaN(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return budget.equals === undefined || value === budget.equals;
}

/** A failed measurement breaks the budget too: a bench that cannot measure must not pass `--check`. */
export const brokenChecks = (row: Row): string[] =>
  row.error ? ['measurement'] : (row.checks ?? []).filter((check) => !passes(check)).map((check) => check.key);

function describeBudget({ budget, label }: Check): string {
  const unit = budget.on === 'ratio' ? '×' : budget.unit ? ` ${budget.unit}` : '';
  const prefix = label ? `${label} ` : '';
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
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
