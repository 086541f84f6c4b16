import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DripProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A proxy in front of the server that sends each HTML document uncompressed, in pieces of
 * `pieceBytes` with `pauseMs` between them, as a slow network does: the browser parses each
 * piece as it comes and may paint in between. Every other answer passes through unchanged.
 */
export async function startDripProxy(
  target: string,
  { pieceBytes = 2_000, pauseMs = 100 }: { pieceBytes?: number; pauseMs?: number } = {},
): Promise<DripProxy> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const isDocument = incoming.headers['sec-fetch-dest'] === 'document';
    const headers = { ...incoming.headers, host: upstream.host };
    if (isDocument) headers['accept-encoding'] = 'identity';
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!isDocument) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          const body = Buffer.concat(chunks);
          for (let offset = 0; offset < body.length; offset += pieceBytes) {
            if (offset > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
            outgoing.write(body.subarray(offset, offset + pieceBytes));
          }
          outgoing.end();
        });
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
