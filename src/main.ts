// Entry point. WORKERS=1 serves in this process; WORKERS=N makes this the primary: it migrates and
// runs first-run setup once, forks N servers sharing the port, replaces one that dies, and on SIGTERM
// lets every server finish its in-flight requests before exiting.
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { relayCredentialChanges } from './accounts/cluster-change-feed.js';
import { prepareStore, serve } from './serve.js';

const config = loadConfig();

if (config.workers === 1 || !cluster.isPrimary) {
  await serve(config, { firstRun: cluster.isPrimary });
} else {
  const message = await prepareStore(config);
  // A credential revoked or rotated in one worker is evicted from the others' caches before the answer.
  relayCredentialChanges(config.credentialCacheMs.short);
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers) {
      console.log(`jyotish-api: ${config.workers} workers listening at http://${config.host}:${config.port}`);
      if (message) console.log(message);
    }
  });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < config.workers; i++) fork();
}
