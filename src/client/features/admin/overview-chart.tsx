import { useId } from 'react';
import { Card } from '../../ui/card';
import * as styles from './overview.css';

export interface ChartPoint {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  value: number;
}

interface OverviewChartProps {
  title: string;
  points: ChartPoint[];
  /** The period's total, formatted. */
  total: string;
  totalNote: string;
  /** A whole-sentence description of the chart for screen readers. */
  description: string;
  format: (value: number) => string;
  formatWeek: (weekStart: string) => string;
  tone?: 'primary' | 'danger';
}

const WIDTH = 100;
const HEIGHT = 100;

/**
 * One figure per week as bars, in plain SVG: the bars scale with the card (the SVG stretches), the
 * labels are HTML beside it so they stay legible at any width. The SVG is one image with a description;
 * the page's table has the exact figures.
 */
export function OverviewChart({ title, points, total, totalNote, description, format, formatWeek, tone = 'primary' }: OverviewChartProps) {
  const descriptionId = useId();
  const max = Math.max(0, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(points.length, 1);
  const gap = Math.min(slot * 0.25, 2);
  const first = points[0];
  const last = points.at(-1);
  return (
    <Card title={title} titleLevel={3} className={styles.chartCard}>
      <p>
        <span className={styles.total}>{total}</span> <span className={styles.totalNote}>{totalNote}</span>
      </p>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          {/* An empty chart has one label: "0" twice would read as a broken axis. */}
          <span>{max ? format(max) : ''}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={title}
          aria-describedby={descriptionId}
        >
          <line className={styles.gridLine} x1={0} x2={WIDTH} y1={0.5} y2={0.5} />
          <line className={styles.gridLine} x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          {points.map((point, index) => {
            const height = max ? (point.value / max) * HEIGHT : 0;
            return (
              <rect
                key={point.weekStart}
                className={tone === 'danger' ? styles.refundBar : styles.bar}
                x={index * slot + gap / 2}
                width={slot - gap}
                // A zero week shows a hairline, so the weeks stay countable.
                y={HEIGHT - Math.max(height, 0.8)}
                height={Math.max(height, 0.8)}
              >
                <title>{`${formatWeek(point.weekStart)}: ${format(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={styles.xAxis} aria-hidden="true">
          <span>{first ? formatWeek(first.weekStart) : ''}</span>
          <span>{last && last !== first ? formatWeek(last.weekStart) : ''}</span>
        </div>
      </div>
      <p id={descriptionId} hidden>
        {description}
      </p>
    </Card>
  );
}
