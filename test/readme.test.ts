// The README as a new user reads it: its shell examples run as written (with the credentials a first run
// prints), the npm scripts it names exist, it stays short, its links and docs/'s lead to files of the clone,
// docs/operations.md's price table is the code's, and it states the Node version package.json asks for.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_PRICES } from '../src/accounts/plans.js';
import { startPalmServer, type PalmServer } from './helpers/palm-server.js';
import { PROCESSING_MODEL } from '../src/palmistry/photo.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(ROOT + 'README.md', 'utf8');
const section = (title: string) => {
  const start = README.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, title);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
};
const shellBlocks = (text: string) => [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('README', () => {
  let server: PalmServer;
  before(async () => { server = await startPalmServer(); });
  after(() => server.close());

  it('"Run it" examples run as written and every call answers 2xx', { timeout: 180_000 }, async () => {
    const [install, ...examples] = shellBlocks(section('Run it'));
    assert.equal(install!.trim(), 'npm install && npm start');
    // What the first run prints, put where the README says to paste it; the port is the test server's.
    const script = examples.join('\n')
      .replace(/^TOKEN=ak-….*$/m, `TOKEN='${server.account.access_token}'`)
      .replace(/^USER_ID=….*$/m, `USER_ID='${server.account.user_number}'`)
      .replace(/^API_KEY=key-….*$/m, `API_KEY='${server.account.api_key}'`)
      .replaceAll('http://127.0.0.1:8080', server.url);
    assert.doesNotMatch(script, /…/, 'every placeholder is substituted');
    // Each curl must succeed; --fail-with-body makes an HTTP error fail the script, named by set -x.
    const prelude = 'set -euo pipefail\ncurl() { command curl --fail-with-body "$@"; echo; }\n';
    const { stdout } = await promisify(execFile)('bash', ['-c', prelude + script], { cwd: ROOT, maxBuffer: 16 << 20 })
      .finally(() => rmSync(ROOT + 'body.json', { force: true })); // the palmistry example's body file
    const answers = stdout.trim().split('\n').filter(Boolean);
    // One answer per line that starts a call (get-palm-id's answer goes into PALM_ID instead).
    assert.equal(answers.length, script.match(/^curl /gm)!.length, stdout.slice(0, 2000));
    assert.match(answers[0]!, /^\[\{"id":0,"name":"Sun","fullDegree":30\.38907/); // the reference chart's Sun
    assert.equal(answers[1], answers[0], 'HTTP Basic answers as the token does');
    assert.ok(answers.at(-1)!.includes(`"processing_model":"${PROCESSING_MODEL}"`), answers.at(-1)!.slice(0, 300)); // the palm was read
  });

  it('names only npm scripts package.json has', () => {
    const scripts = (JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const named = [...README.matchAll(/npm (?:run ([\w:]+)|(test|start)\b)/g)].map((m) => m[1] ?? m[2]!);
    assert.ok(named.includes('bench:palms') && named.includes('test'));
    for (const name of named) assert.ok(scripts[name], `npm run ${name}`);
  });

  it('stays short enough to read in five minutes', () => {
    assert.ok(README.split('\n').length <= 300, `${README.split('\n').length} lines`);
  });

  it('links only to files the clone has, and so does docs/', () => {
    const documents = ['README.md', ...readdirSync(ROOT + 'docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    for (const document of documents) {
      const links = [...readFileSync(ROOT + document, 'utf8').matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
      if (document === 'README.md') assert.ok(links.length > 0);
      for (const link of links) {
        const target = resolve(ROOT, dirname(document), link);
        assert.ok(target.startsWith(ROOT), `${document}: ${link} leaves the repository`);
        assert.ok(existsSync(target), `${document}: ${link} exists`);
      }
    }
  });

  it('lists every endpoint\'s price in docs/operations.md as DEFAULT_PRICES has it', () => {
    const operations = readFileSync(ROOT + 'docs/operations.md', 'utf8');
    const rows = [...operations.matchAll(/^ *\| `POST [^`]+` \| `([a-z_]+)` \| (\d+) \|$/gm)].map((m) => [m[1]!, Number(m[2])] as const);
    assert.deepEqual(Object.fromEntries(rows), { ...DEFAULT_PRICES });
  });

  it('states the Node version of package.json\'s engines field', () => {
    const engines = (JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const version = engines.match(/^>=(\d+(?:\.\d+)?)$/)?.[1];
    assert.ok(version, engines);
    assert.match(section('Run it'), new RegExp(`Node\\.js ${version.replace('.', '\\.')} or later`));
    assert.match(readFileSync(ROOT + '.ci/run', 'utf8'), /engines\.node/);
  });
});
