import { describe, expect, it } from 'vitest';
import { arrivalTimes, runOpenLoop } from './arrivals';
import { capacityOf, nextRate, percentile, stepDuration, type StepResult } from './capacity';
import { lineChartSvg, tickStep } from './svg';
import { weightedMix } from './request-costs';
import { seededRandom, zipfSampler } from './zipf';

describe('zipfSampler', () => {
  it('draws rank k about (1/(k+1))^s as often as rank 0', () => {
    const draw = zipfSampler(1000, 1.1, seededRandom(7));
    const counts = Array.from({ length: 1000 }, () => 0);
    for (let index = 0; index < 200_000; index++) counts[draw()]!++;
    expect(counts[1]! / counts[0]!).toBeCloseTo(Math.pow(2, -1.1), 1);
    expect(counts[9]! / counts[0]!).toBeCloseTo(Math.pow(10, -1.1), 1);
    // Hot and cold: the top 1 % of mentors get a good share, yet most draws are spread out.
    const top10 = counts.slice(0, 10).reduce((sum, count) => sum + count, 0);
    expect(top10 / 200_000).toBeGreaterThan(0.3);
    expect(top10 / 200_000).toBeLessThan(0.7);
    expect(counts.every((count) => count >= 0)).toBe(true);
  });

  it('stays within 0…n-1 and refuses an empty population', () => {
    const draw = zipfSampler(3, 1.1, seededRandom(1));
    for (let index = 0; index < 1000; index++) expect([0, 1, 2]).toContain(draw());
    expect(() => zipfSampler(0, 1.1)).toThrow();
  });
});

describe('open-loop arrivals', () => {
  it('spaces arrivals evenly at the rate, regardless of answers', () => {
    expect(arrivalTimes(4, 1)).toEqual([0, 250, 500, 750]);
    expect(arrivalTimes(10, 2.5)).toHaveLength(25);
    expect(arrivalTimes(0, 10)).toEqual([]);
  });

  it('starts every arrival that is due, with its scheduled time, when the clock jumps', async () => {
    let now = 0;
    const started: number[] = [];
    // The clock jumps 600 ms per look: a generator that fell behind must catch up, not drop work.
    const done = runOpenLoop(10, 1, (at) => started.push(at), () => (now += 600) - 600);
    await done;
    expect(started).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((ms) => ms + 0));
  });
});

describe('capacity stepping', () => {
  const stepping = { startRate: 100, factor: 1.4, maxP99Ms: 100, maxRate: 1000, minRate: 10 };
  const step = (rate: number, p99: number, unexpected = 0): StepResult => ({ rate, p50: 1, p99, requests: 100, unexpected });

  it('starts at the start rate and steps up by the factor while steps hold', () => {
    expect(nextRate([], stepping)).toBe(100);
    expect(nextRate([step(100, 20)], stepping)).toBe(140);
    expect(nextRate([step(100, 20), step(140, 99)], stepping)).toBe(196);
  });

  it('stops at a p99 over the limit or an unexpected answer after a step that held, or at the ceiling', () => {
    expect(nextRate([step(100, 20), step(140, 101)], stepping)).toBeUndefined();
    expect(nextRate([step(100, 20), step(140, 20, 1)], stepping)).toBeUndefined();
    expect(nextRate([step(800, 20)], stepping)).toBeUndefined();
  });

  it('halves a start that fails until a step holds, down to the floor', () => {
    expect(nextRate([step(100, 101)], stepping)).toBe(50);
    expect(nextRate([step(100, 101), step(50, 20, 1)], stepping)).toBe(25);
    expect(nextRate([step(100, 101), step(50, 300), step(25, 300), step(13, 300)], stepping)).toBeUndefined();
    expect(nextRate([step(100, 101), step(50, 20)], stepping)).toBe(70);
  });

  it('reports the highest rate before the first step that failed', () => {
    expect(capacityOf([step(100, 20), step(140, 60), step(196, 300)], stepping)).toBe(140);
    expect(capacityOf([step(100, 20, 2)], stepping)).toBe(0);
    expect(capacityOf([step(100, 300), step(50, 20), step(70, 40), step(98, 200)], stepping)).toBe(70);
    expect(capacityOf([], stepping)).toBe(0);
  });

  it('with refine, tries once halfway between the first failure and the step below it', () => {
    const refining = { ...stepping, refine: true };
    expect(nextRate([step(100, 20), step(140, 101)], refining)).toBe(118);
    expect(nextRate([step(100, 20), step(140, 101), step(118, 40)], refining)).toBeUndefined();
    expect(nextRate([step(100, 20), step(140, 101), step(118, 300)], refining)).toBeUndefined();
    // Steps too close together leave nothing between them to try.
    expect(nextRate([step(10, 20), step(11, 300)], refining)).toBeUndefined();
    // The halving phase is not a failure after a hold: it still halves.
    expect(nextRate([step(100, 101)], refining)).toBe(50);
  });

  it('counts a refining step that held, never a step at or above the first failure', () => {
    expect(capacityOf([step(100, 20), step(140, 101), step(118, 40)], stepping)).toBe(118);
    expect(capacityOf([step(100, 20), step(140, 101), step(118, 300)], stepping)).toBe(100);
    expect(capacityOf([step(100, 300), step(50, 20), step(70, 101), step(59, 40)], stepping)).toBe(59);
  });

  it('lengthens a slow step until it sends enough requests for a p99', () => {
    expect(stepDuration(100, 10)).toBe(10);
    expect(stepDuration(5, 10)).toBe(40);
    expect(stepDuration(30, 3) * 30).toBeGreaterThanOrEqual(200);
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.99)).toBeNaN();
  });
});

describe('lineChartSvg', () => {
  it('draws one polyline per series, clips values above the top and escapes labels', () => {
    const svg = lineChartSvg({
      title: 'p99 <test>',
      xLabel: 'rate',
      yLabel: 'ms',
      yMax: 300,
      limit: { y: 100, label: 'limit' },
      series: [
        { label: 'health & co', color: '#00f', points: [{ x: 100, y: 10 }, { x: 200, y: 5000 }] },
        { label: 'mix', color: '#f00', dashed: true, points: [{ x: 50, y: 20 }] },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg).toContain('p99 &lt;test&gt;');
    expect(svg).toContain('health &amp; co');
    expect(svg).toContain('stroke-dasharray="6 4"');
    // 5000 ms is drawn at the top edge (y = the plot's top, 48), not off the picture.
    expect(svg).toMatch(/cy="48\.0"/);
  });

  it('picks round tick steps', () => {
    expect(tickStep(1000)).toBe(200);
    expect(tickStep(300, 5)).toBe(100);
    expect(tickStep(0)).toBe(1);
  });
});

describe('weightedMix', () => {
  it("weights each journey's cost by how often it starts, per request of the whole mix", () => {
    // browse starts 70 times as often as feedback's 2; each journey's own run counted 10 of itself.
    const mix = weightedMix([
      { kind: 'health', journeys: 100, requests: 100, spent: { server: 10, database: 5, generator: 5 } },
      { kind: 'browse', journeys: 10, requests: 40, spent: { server: 40, database: 20, generator: 8 } },
      { kind: 'feedback', journeys: 10, requests: 20, spent: { server: 100, database: 100, generator: 4 } },
    ]);
    // Per 72 journeys: browse 70 × 4 requests, feedback 2 × 2 requests = 284 requests.
    expect(mix.server).toBeCloseTo(70 * 4 + 2 * 10);
    expect(mix.perRequest.server).toBeCloseTo(300 / 284);
    expect(mix.perRequest.database).toBeCloseTo((70 * 2 + 2 * 10) / 284);
    expect(mix.perRequest.generator).toBeCloseTo((70 * 0.8 + 2 * 0.4) / 284);
  });

  it('leaves out health and kinds that never completed', () => {
    const mix = weightedMix([
      { kind: 'health', journeys: 100, requests: 100, spent: { server: 10, database: 5, generator: 5 } },
      { kind: 'login', journeys: 0, requests: 0, spent: { server: 0, database: 0, generator: 0 } },
    ]);
    expect(mix.perRequest).toEqual({ server: 0, database: 0, generator: 0 });
  });
});
