// The V8 flags `npm start` runs the server with, read from package.json's start script: one source for
// the tests and the bench that start the server another way (from source, or beside a bare server), so
// what they measure is the server as it runs in production. They are: no memory reducer, whose full
// collection when the allocation rate falls landed on requests; and an old generation let grow to 4× what
// survived the last full collection, as photos' buffers otherwise brought one every second or two (docs/performance.md,
// What the code does for speed).
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

/** The start script's flags, between `node` and the script it runs (`node --a --b dist/main.js` gives --a, --b). */
export const START_FLAGS: readonly string[] = scripts.start!.split(/\s+/).filter((word) => word.startsWith('--'));
