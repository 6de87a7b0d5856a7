import autocannon from 'autocannon';

/**
 * Runs in its own process (started by api-rows.ts): autocannon's request loop must not share an event
 * loop, or a CPU, with the server it measures or with the bench that waits for it. Reads one job as
 * JSON from argv, prints the result as one JSON line.
 */
interface Job {
  url: string;
  cookie?: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const headers = job.cookie ? { cookie: job.cookie } : {};

const once = (duration: number) => autocannon({ url: job.url, connections: job.connections, duration, headers, timeout: 10 });

if (job.warmupSeconds > 0) await once(job.warmupSeconds);
const result = await once(job.durationSeconds);
const nonOk = result.non2xx + result.errors + result.timeouts;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    nonOk,
  }),
);
