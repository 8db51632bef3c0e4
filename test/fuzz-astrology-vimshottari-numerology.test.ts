// The no-5xx fuzz of the 'vimshottari-numerology' group of test/fixtures/fuzz-bodies.ts.
import { fuzzGroup } from './helpers/fuzz.js';

fuzzGroup('vimshottari-numerology');
