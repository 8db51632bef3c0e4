// Starts a worker thread on one of our modules, given the URL of its TypeScript source. The build runs
// the compiled module; tests and `npm run dev` run the source through tsx, registered in the worker
// itself (a worker's execArgv cannot take --import).
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function startModuleWorker(source: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(fileURLToPath(source.href.replace(/\.ts$/, '.js')), options);
  const register = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`;
  return new Worker(register, { ...options, eval: true });
}
