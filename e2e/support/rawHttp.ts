import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  head: string;
  body: string;
}

/**
 * Sends `request` byte for byte (fetch would normalise `..`, reject NUL bytes and backslashes,
 * refuse CONNECT and TRACE) and reads the answer until the server closes the connection (or
 * `timeoutMs` passes: status 0 then means no answer).
 */
export function rawRequest(url: string, request: string, timeoutMs = 5_000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (d) => chunks.push(d));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    // write, not end: a client that half-closes right after its request gets no answer to a
    // request Node answers asynchronously (the proxy's), which would test the client, not us.
    // Requests say `Connection: close`, so the server closes when it has answered.
    socket.write(request);
  });
}

/** A GET of `target` exactly as written, one request per connection. */
export const rawGet = (url: string, target: string, headers = '') =>
  rawRequest(url, `GET ${target} HTTP/1.1\r\nHost: ${new URL(url).host}\r\n${headers}Connection: close\r\n\r\n`);
