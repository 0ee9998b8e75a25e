import { request } from 'node:http';

/**
 * GET `url` through loopback with the site's Host: Node does not send *.localhost to loopback by itself, and
 * its fetch leaves a Host header out. `headers` are added to the request.
 */
export function getThroughLoopback(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; location?: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
