// Every endpoint the server registers is priced and sold in the `all` plan, and nothing is priced that
// is not served: a family added without its block in plans.ts fails here, not on a customer's bill.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PRICES, planByName, PLANS } from '../src/accounts/plans.js';
import { ENDPOINTS } from '../src/http/routes/index.js';
import { PDF_ENDPOINT_NAMES } from '../src/http/routes/pdf-reports.js';

// Registered only when palm reading is on, so not in ENDPOINTS (src/http/routes/palmistry.ts).
const PALMISTRY = ['palmistry_get_palm_id', 'palmistry_get_palm_image'];

describe('plans and prices', () => {
  // The PDF endpoints too are registered with their service (src/http/routes/pdf-reports.ts); they are astrology.
  const served = [...ENDPOINTS.map((e) => e.name), ...PALMISTRY, ...PDF_ENDPOINT_NAMES];

  it('price every served endpoint, and only those', () => {
    assert.deepEqual(Object.keys(DEFAULT_PRICES).sort(), [...served].sort());
    for (const [name, credits] of Object.entries(DEFAULT_PRICES)) assert.ok(Number.isSafeInteger(credits) && credits >= 1, name);
  });

  it('sell every endpoint in the all plan, /v1 endpoints in astrology, Vastu and palmistry in vision', () => {
    assert.deepEqual([...planByName('all')!.endpoints].sort(), [...served].sort());
    const astrology = [...ENDPOINTS.filter((e) => e.group === 'astrology').map((e) => e.name), ...PDF_ENDPOINT_NAMES].sort();
    assert.deepEqual([...planByName('astrology')!.endpoints].sort(), astrology);
    assert.deepEqual([...planByName('vision')!.endpoints].sort(), [...ENDPOINTS.filter((e) => e.group !== 'astrology').map((e) => e.name), ...PALMISTRY].sort());
    assert.deepEqual(PLANS.map((p) => p.name), ['astrology', 'vision', 'all']);
  });
});
