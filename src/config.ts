// Configuration from the environment, checked once at start-up.
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  ephemerisPath: string;
}

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

export function loadConfig(): Config {
  return {
    port: integer('PORT', 8080, 0, 65535),
    host: process.env.HOST || '127.0.0.1',
    logLevel: process.env.LOG_LEVEL || 'info',
    ephemerisPath: process.env.EPHE_PATH || fileURLToPath(new URL('../ephe', import.meta.url)),
  };
}
