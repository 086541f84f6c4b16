import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app.ts';

describe('request timeouts', () => {
  it('close a connection whose body never arrives within the request timeout', async () => {
    const t = await startTestApp({ timeouts: { requestMs: 500, connectionMs: 60_000, keepAliveMs: 5_000 } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const started = performance.now();
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(performance.now() - started)),
      );
      socket.write(
        'POST /auth/connect HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"wallet',
      );
      const elapsed = await closed;
      expect(elapsed).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await t.close();
    }
  });
});
