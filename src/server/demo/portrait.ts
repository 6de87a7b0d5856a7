import sharp from 'sharp';

/** Skin, hair and backdrop tones the portraits mix, so a dozen mentors look like a dozen people. */
const skins = ['#f1c8a5', '#e0ac84', '#c68863', '#a86b4a', '#7d4a30', '#f5d6c0'];
const hairs = ['#2b1d14', '#4a3121', '#8a5a2b', '#c9a15b', '#1f1f1f', '#7b7b7b', '#a3402a'];
const backdrops: Array<[string, string]> = [
  ['#4f7cff', '#a5c0ff'],
  ['#1f9d8b', '#9fe3d6'],
  ['#d9654b', '#f6c1a6'],
  ['#7b5cd6', '#cbbcf6'],
  ['#c2417a', '#f3b3cf'],
  ['#3f8f3a', '#bfe3a8'],
  ['#d49b1d', '#f7dc92'],
  ['#2d6c9e', '#a9d1ef'],
];
const shirts = ['#263859', '#6b2d5c', '#2f5d50', '#8a3b12', '#3d3d3d', '#1d4ed8', '#7c2d12', '#365314'];

function hashOf(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const pick = <T>(list: readonly T[], hash: number, shift: number): T => list[(hash >>> shift) % list.length]!;

/**
 * A head-and-shoulders portrait drawn as SVG (gradient backdrop, face, hair, shirt) and rendered to PNG
 * by sharp: photo-like at avatar size, made locally so the demo needs no network and no stock photos.
 */
export async function portraitPng(seed: string, size = 256): Promise<Buffer> {
  const hash = hashOf(seed);
  const [from, to] = pick(backdrops, hash, 0);
  const skin = pick(skins, hash, 3);
  const hair = pick(hairs, hash, 7);
  const shirt = pick(shirts, hash, 11);
  const longHair = ((hash >>> 15) & 1) === 1;
  const glasses = ((hash >>> 17) % 4) === 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></radialGradient>
  </defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <circle cx="80" cy="18" r="30" fill="#ffffff" opacity="0.12"/>
  ${longHair ? `<path d="M27 44 Q26 18 50 17 Q74 18 73 44 L76 78 L24 78 Z" fill="${hair}"/>` : ''}
  <path d="M14 100 Q16 74 50 72 Q84 74 86 100 Z" fill="${shirt}"/>
  <path d="M42 64 L58 64 L57 76 Q50 80 43 76 Z" fill="${skin}"/>
  <ellipse cx="50" cy="45" rx="17" ry="21" fill="${skin}"/>
  <ellipse cx="50" cy="45" rx="17" ry="21" fill="url(#face)"/>
  <path d="M32 42 Q31 22 50 22 Q69 22 68 42 Q62 30 50 31 Q38 30 32 42 Z" fill="${hair}"/>
  <ellipse cx="43.5" cy="46" rx="1.8" ry="2" fill="#2a1a12"/>
  <ellipse cx="56.5" cy="46" rx="1.8" ry="2" fill="#2a1a12"/>
  ${glasses ? `<g fill="none" stroke="#1f1f1f" stroke-width="1.2"><circle cx="43.5" cy="46" r="4.5"/><circle cx="56.5" cy="46" r="4.5"/><path d="M48 46 L52 46"/></g>` : ''}
  <path d="M44 56 Q50 60 56 56" fill="none" stroke="#7a3b2e" stroke-width="1.4" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
