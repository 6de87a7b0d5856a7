export interface Series {
  label: string;
  color: string;
  /** Dashed lines tell the second database apart from the first in print. */
  dashed?: boolean;
  points: Array<{ x: number; y: number }>;
}

export interface Chart {
  title: string;
  note?: string;
  xLabel: string;
  yLabel: string;
  /** Values above are drawn at the top edge (an overloaded step's p99 can be seconds). */
  yMax: number;
  /** A horizontal line, e.g. the 100 ms limit. */
  limit?: { y: number; label: string };
  series: Series[];
}

const WIDTH = 720;
const HEIGHT = 420;
const PAD = { left: 60, right: 20, top: 48, bottom: 90 };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A round step for axis ticks: 1, 2 or 5 times a power of ten, about `count` ticks over `span`. */
export function tickStep(span: number, count = 6): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** A line chart as standalone SVG text: no library, readable in a browser and on GitHub. */
export function lineChartSvg(chart: Chart): string {
  const xs = chart.series.flatMap((series) => series.points.map((point) => point.x));
  const xMax = Math.max(1, ...xs);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (x: number) => PAD.left + (x / xMax) * plotWidth;
  const yOf = (y: number) => PAD.top + plotHeight - (Math.min(y, chart.yMax) / chart.yMax) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${PAD.left}" y="20" font-size="15" font-weight="bold">${escape(chart.title)}</text>`,
  ];
  if (chart.note) parts.push(`<text x="${PAD.left}" y="37" fill="#555">${escape(chart.note)}</text>`);
  const xStep = tickStep(xMax);
  for (let x = 0; x <= xMax + 1e-9; x += xStep) {
    parts.push(
      `<line x1="${xOf(x).toFixed(1)}" y1="${PAD.top}" x2="${xOf(x).toFixed(1)}" y2="${PAD.top + plotHeight}" stroke="#eee"/>`,
      `<text x="${xOf(x).toFixed(1)}" y="${PAD.top + plotHeight + 16}" text-anchor="middle">${Math.round(x)}</text>`,
    );
  }
  const yStep = tickStep(chart.yMax, 5);
  for (let y = 0; y <= chart.yMax + 1e-9; y += yStep) {
    parts.push(
      `<line x1="${PAD.left}" y1="${yOf(y).toFixed(1)}" x2="${PAD.left + plotWidth}" y2="${yOf(y).toFixed(1)}" stroke="#eee"/>`,
      `<text x="${PAD.left - 6}" y="${(yOf(y) + 4).toFixed(1)}" text-anchor="end">${Math.round(y)}</text>`,
    );
  }
  parts.push(
    `<rect x="${PAD.left}" y="${PAD.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#999"/>`,
    `<text x="${PAD.left + plotWidth / 2}" y="${PAD.top + plotHeight + 34}" text-anchor="middle">${escape(chart.xLabel)}</text>`,
    `<text transform="translate(16 ${PAD.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escape(chart.yLabel)}</text>`,
  );
  if (chart.limit) {
    const y = yOf(chart.limit.y).toFixed(1);
    parts.push(
      `<line x1="${PAD.left}" y1="${y}" x2="${PAD.left + plotWidth}" y2="${y}" stroke="#c00" stroke-dasharray="2 3"/>`,
      `<text x="${PAD.left + plotWidth - 4}" y="${Number(y) - 4}" text-anchor="end" fill="#c00">${escape(chart.limit.label)}</text>`,
    );
  }
  chart.series.forEach((series, index) => {
    const points = [...series.points].sort((a, b) => a.x - b.x);
    const path = points.map((point) => `${xOf(point.x).toFixed(1)},${yOf(point.y).toFixed(1)}`).join(' ');
    const dash = series.dashed ? ' stroke-dasharray="6 4"' : '';
    if (points.length) parts.push(`<polyline points="${path}" fill="none" stroke="${series.color}" stroke-width="2"${dash}/>`);
    for (const point of points) {
      parts.push(`<circle cx="${xOf(point.x).toFixed(1)}" cy="${yOf(point.y).toFixed(1)}" r="3" fill="${series.color}"/>`);
    }
    const legendX = PAD.left + (index % 2) * 330;
    const legendY = PAD.top + plotHeight + 56 + Math.floor(index / 2) * 18;
    parts.push(
      `<line x1="${legendX}" y1="${legendY - 4}" x2="${legendX + 24}" y2="${legendY - 4}" stroke="${series.color}" stroke-width="2"${dash}/>`,
      `<text x="${legendX + 30}" y="${legendY}">${escape(series.label)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
