import { createServer, type AddressInfo } from 'node:net';

/** A loopback port free at the moment of asking, for a child process to listen on. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}
