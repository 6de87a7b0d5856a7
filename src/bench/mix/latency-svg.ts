import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/paths';
import type { Curve } from './mix-rows';
import { lineChartSvg, type Series } from './svg';

const COLORS: Record<string, string> = { health: '#1f77b4', mix: '#d62728' };

/** Health blue, the mix red; PostgreSQL dashed. Y is cut at 300 ms: an overloaded step's p99 runs to seconds. */
export function latencyChart(curves: Curve[], note: string): string {
  const series: Series[] = curves.map((curve) => ({
    label: curve.label,
    color: COLORS[curve.label.split(' ')[0]!] ?? '#2ca02c',
    dashed: !curve.label.includes('pglite'),
    points: curve.points,
  }));
  return lineChartSvg({
    title: 'p99 latency against offered load (open loop)',
    note,
    xLabel: 'offered requests per second',
    yLabel: 'p99 (ms)',
    yMax: 300,
    limit: { y: 100, label: 'limit 100 ms' },
    series,
  });
}

/** Writes bench-results/latency.svg and returns its path. */
export async function writeLatencySvg(curves: Curve[]): Promise<string> {
  const directory = path.join(projectRoot, 'bench-results');
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, 'latency.svg');
  const load = os.loadavg()[0]!.toFixed(1);
  const note = `${new Date().toISOString().slice(0, 16)}Z · ${os.cpus().length} cores · load average ${load} at the end`;
  await writeFile(file, latencyChart(curves, note));
  return file;
}
