import { buildBaseline } from './client-rows';
import { startHelper } from './processes';

export interface ReferenceApp {
  /** `http://localhost:<port>`: the same host name as the product's server, so both get the same treatment. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The bare React 19 + TanStack Router app the client rows compare bundles with (client-rows.ts), built
 * again from the same node_modules and served by a process of its own with the product's static
 * serving (reference-server.ts), so Lighthouse's verdicts on the product can be taken relative to it
 * measured in the same run, on the same machine, with the same compression and cache headers.
 */
export async function startReferenceApp(): Promise<ReferenceApp> {
  const baseline = await buildBaseline();
  try {
    const server = await startHelper('src/bench/reference-server.ts', [baseline.outDir], { ...process.env, NODE_ENV: 'production' });
    const stop = async () => {
      await server.stop();
      await baseline.cleanup();
    };
    return { url: `http://localhost:${server.firstLine}`, stop };
  } catch (error) {
    await baseline.cleanup();
    throw error;
  }
}
