import { PNG } from 'pngjs';

/**
 * A GitHub-style identicon as a PNG data URL: a symmetric 5×5 pattern in a colour derived from the
 * seed. Made locally, so the demo needs no network and every person looks different.
 */
export function identiconDataUrl(seed: string, size = 160): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const hue = hash % 360;
  const [r, g, b] = hslToRgb(hue / 360, 0.55, 0.5);
  const cells: boolean[] = [];
  for (let index = 0; index < 15; index++) cells.push(((hash >>> index) & 1) === 1 || index === 7);

  const png = new PNG({ width: size, height: size });
  const cell = size / 6;
  const margin = cell / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const column = Math.floor((x - margin) / cell);
      const row = Math.floor((y - margin) / cell);
      const inside = column >= 0 && column < 5 && row >= 0 && row < 5;
      const mirrored = column < 3 ? column : 4 - column;
      const filled = inside && cells[row * 3 + mirrored];
      const offset = (y * size + x) * 4;
      png.data[offset] = filled ? r : 240;
      png.data[offset + 1] = filled ? g : 240;
      png.data[offset + 2] = filled ? b : 240;
      png.data[offset + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h * 12) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
