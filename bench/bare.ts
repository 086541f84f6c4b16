/** The yardstick: a bare Fastify "hello" route in this process, measured in the same run. */
import Fastify from 'fastify';
import { type BenchApp, type BenchEngine, startBenchApp } from './app.ts';

export interface BareFastify {
  url: string;
  close(): Promise<void>;
}

export async function startBareFastify(): Promise<BareFastify> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${origin}/`, close: () => app.close() };
}

/** Runs a bench against the app (on the engine) with bare Fastify beside it, then closes both. */
export async function withBareYardstick<R>(
  engine: BenchEngine,
  run: (t: BenchApp, bare: BareFastify) => Promise<R>,
): Promise<R> {
  const t = await startBenchApp(engine);
  const bare = await startBareFastify();
  try {
    return await run(t, bare);
  } finally {
    await bare.close();
    await t.close();
  }
}
