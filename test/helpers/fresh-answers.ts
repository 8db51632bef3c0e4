// Run as its own process: starts a fresh server (sweph untouched by any earlier call), asks each
// request given as JSON on stdin once, and prints the answers as JSON on stdout.
import { startServer } from './server.js';

const requests = JSON.parse(await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += String(chunk))).on('end', () => resolve(text));
})) as { path: string; body: object }[];
const server = await startServer({ cacheEntries: 0 });
const answers = [];
for (const r of requests) {
  const res = await server.post(r.path, r.body);
  answers.push({ status: res.status, body: (await res.json()) as unknown });
}
await server.close();
process.stdout.write(JSON.stringify(answers));
