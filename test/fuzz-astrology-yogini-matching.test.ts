// The no-5xx fuzz of the 'yogini-matching' group of test/fixtures/fuzz-bodies.ts.
import { fuzzGroup } from './helpers/fuzz.js';

fuzzGroup('yogini-matching');
