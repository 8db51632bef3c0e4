import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** A loopback port free at the moment of asking, for a child process to listen on. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/**
 * Waits until a just-started server answers /health with 200 four times running, each on a new
 * connection (so every worker process of a cluster is asked): until then it may still be shedding the
 * event-loop lag of its own start with 503s, as a load balancer would see.
 */
export async function untilHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const healthy = () => new Promise<boolean>((resolve) => {
    get(`${url}/health`, { agent: false }, (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
  });
  for (let streak = 0; streak < 4;) {
    if (Date.now() > deadline) throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
    streak = (await healthy()) ? streak + 1 : 0;
    if (streak === 0) await new Promise((r) => setTimeout(r, 100));
  }
}
