// The no-5xx fuzz of the 'planets' group of test/fixtures/fuzz-bodies.ts.
import { fuzzGroup } from './helpers/fuzz.js';

fuzzGroup('planets');
