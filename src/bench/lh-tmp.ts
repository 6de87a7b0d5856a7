import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const r = await lighthouse(process.argv[2], {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  extraHeaders: process.argv[3] ? { Cookie: process.argv[3] } : undefined,
});
const lhr = r!.lhr;
console.log('score', lhr.categories.performance!.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
])
  console.log(id, lhr.audits[id]!.displayValue);
for (const a of Object.values(lhr.audits))
  if (a.score !== null && a.score < 0.9 && a.details && (a.details as any).type === 'opportunity')
    console.log('OPP', a.id, a.displayValue);
for (const a of Object.values(lhr.audits))
  if (a.score !== null && a.score < 0.9 && !((a.details as any)?.type === 'opportunity'))
    console.log('LOW', a.id, a.displayValue ?? '');
console.log(
  JSON.stringify((lhr.audits['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet),
);
console.log(JSON.stringify((lhr.audits['lcp-breakdown-insight']?.details as any)?.items?.[0]?.items ?? null));
console.log(
  JSON.stringify(
    (lhr.audits['layout-shifts']?.details as any)?.items?.map((i: any) => [i.score, i.node?.snippet, i.node?.selector]),
    null,
    1,
  ),
);
const tree = lhr.audits['network-dependency-tree-insight']?.details as any;
console.log(
  JSON.stringify(
    tree?.items?.[0]?.value?.chains ?? tree,
    (k, v) => (k === 'url' || k === 'children' || k === 'navStartToEndTime' || typeof v !== 'object' ? v : v),
    0,
  ).slice(0, 3000),
);
chrome.kill();
process.exit(0);
