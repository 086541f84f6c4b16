/** The yardstick: a bare Fastify "hello" route in this process, measured in the same run. */
import Fastify from 'fastify';

export async function startBareFastify(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${origin}/`, close: () => app.close() };
}
