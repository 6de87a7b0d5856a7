/**
 * Draws ranks 0…n-1 with P(k) ∝ 1/(k+1)^s: a few mentors are hot, most are cold (s ≈ 1.1 is what
 * page popularity on the web looks like). Inverse CDF by binary search over precomputed sums.
 */
export function zipfSampler(n: number, s: number, random: () => number = Math.random): () => number {
  if (!Number.isInteger(n) || n < 1) throw new Error('n must be a positive whole number');
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / Math.pow(k + 1, s);
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A seeded generator (mulberry32), so two runs draw the same journeys. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
