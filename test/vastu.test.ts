import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ROOM_TYPES, type CatalogueType } from '../src/vastu/catalogue.js';
import { ENTRANCE_DIRECTIONS, ROOM_DIRECTIONS } from '../src/vastu/directions.js';
import { assess } from '../src/vastu/findings.js';
import { remedies } from '../src/vastu/remedies.js';
import { assertNoServerErrors } from './helpers/fuzz.js';
import { markdownTable } from './helpers/reference-tables.js';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

type Score = {
  overall_assessment: { score_percentage: number; performance_band: string; result: string; result_label: string };
  finding_count_by_grade: Record<string, number>;
  score_breakdown: { catalog_type: string; category: string; score_percentage: number; performance_band: string }[];
};
type Remedy = { catalog_type: string; effort_level: string; what_to_do: string; current_impact: string; affected_life_areas: string[] };

const score = async (body: object) => (await (await server.post('/vastu/basic-score', body)).json()) as Score;
const remediesOf = async (body: object) => ((await (await server.post('/vastu/basic-remedies', body)).json()) as { remedies: Remedy[] }).remedies;

const SAMPLE = { main_entrance: 'N', rooms: [{ type: 'kitchen', direction: 'SW' }, { type: 'master_bedroom', direction: 'NE' }, { type: 'verandah', direction: 'SW' }] };

describe('basic-score arithmetic, by hand', () => {
  it('scores an all-ideal layout 100, excellent', async () => {
    // Entrance N, kitchen SE, master bedroom SW, puja room NE: ideal in every row of the matrix.
    const s = await score({ main_entrance: 'N', rooms: [{ type: 'kitchen', direction: 'SE' }, { type: 'master_bedroom', direction: 'SW' }, { type: 'puja_room', direction: 'NE' }] });
    assert.deepEqual(s.overall_assessment, { score_percentage: 100, performance_band: 'excellent', result: 'supportive', result_label: 'Strongly supportive' });
    assert.deepEqual(s.finding_count_by_grade, { ideal: 4 });
  });

  it('scores the interface sample (kitchen SW, master bedroom NE, verandah SW, entrance N) poor', async () => {
    // (100 + 10 + 10 + 10) / 4 = 32.5 → 33
    const s = await score(SAMPLE);
    assert.deepEqual(s.overall_assessment, { score_percentage: 33, performance_band: 'poor', result: 'needs_attention', result_label: 'Needs correction' });
    assert.deepEqual(s.finding_count_by_grade, { ideal: 1, avoid: 3 });
    assert.deepEqual(s.score_breakdown.map((b) => [b.catalog_type, b.category, b.score_percentage]), [
      ['main_entrance', 'entrance', 100], ['kitchen', 'room', 10], ['master_bedroom', 'room', 10], ['verandah', 'room', 10],
    ]);
  });

  it('bands a mixed layout fair: entrance W 70, kitchen NW 90, study SE 30 → 63', async () => {
    const s = await score({ main_entrance: 'W', rooms: [{ type: 'kitchen', direction: 'NW' }, { type: 'study', direction: 'SE' }] });
    assert.deepEqual(s.overall_assessment, { score_percentage: 63, performance_band: 'fair', result: 'neutral', result_label: 'Mixed or neutral' });
    assert.deepEqual(s.finding_count_by_grade, { preferred: 1, acceptable: 1, caution: 1 });
  });

  it('bands 88 excellent and 75 good', async () => {
    // E 100, living N 100, bedroom S 100, toilet W 90, dining C 50 → 440 / 5 = 88
    assert.equal((await score({ main_entrance: 'E', rooms: [{ type: 'living_room', direction: 'N' }, { type: 'bedroom', direction: 'S' }, { type: 'toilet', direction: 'W' }, { type: 'dining_room', direction: 'C' }] })).overall_assessment.performance_band, 'excellent');
    // NW 70, kitchen E 70, study N 90, gym SW 70 → 300 / 4 = 75
    const s = await score({ main_entrance: 'NW', rooms: [{ type: 'kitchen', direction: 'E' }, { type: 'study', direction: 'N' }, { type: 'gym', direction: 'SW' }] });
    assert.deepEqual([s.overall_assessment.score_percentage, s.overall_assessment.performance_band, s.overall_assessment.result], [75, 'good', 'supportive']);
  });

  it('grades a sixteen-point direction between its two zones, the worse on a tie', () => {
    // Toilet NNE: N caution (30) and NE avoid (10) → 20, equally far from both → avoid.
    const f = assess({ type: 'toilet', direction: 'NNE' });
    assert.deepEqual([f.grade, f.points, f.zones], ['avoid', 20, ['N', 'NE']]);
    // Kitchen ESE: E acceptable (70), SE ideal (100) → 85, nearest preferred (90).
    assert.equal(assess({ type: 'kitchen', direction: 'ESE' }).grade, 'preferred');
  });
});

describe('the catalogue', () => {
  it('covers the 31 room types and the entrance in every direction, with every text of a remedy', () => {
    assert.equal(ROOM_TYPES.length, 31);
    const cells: [CatalogueType, string][] = [
      ...ENTRANCE_DIRECTIONS.map((d) => ['main_entrance', d] as [CatalogueType, string]),
      ...ROOM_TYPES.flatMap((t) => ROOM_DIRECTIONS.map((d) => [t, d] as [CatalogueType, string])),
    ];
    for (const [type, direction] of cells) {
      const f = assess({ type, direction });
      assert.ok(f.lifeAreas.length > 0);
      for (const agency of ['RENT', 'OWN_CAN_REBUILD', 'OWN_CANNOT_REBUILD', 'UNKNOWN'] as const) {
        const forced = { ...f, grade: 'avoid' as const }; // every cell must be able to produce a full remedy
        const [r] = remedies([forced], agency);
        assert.ok(r!.display_name.length > 0);
        assert.equal(r!.catalog_type, type);
        assert.ok(r!.affected_life_areas.length > 0);
        for (const prose of [r!.current_impact, r!.what_to_do, r!.why_it_helps]) assert.ok(prose.length > 40 && !prose.includes('undefined'), `${type} ${direction}: ${prose}`);
        assert.match(r!.review_guidance, /\d+ days/);
      }
    }
  });

  // Expectations from the reference grade matrix (test/fixtures/reference-vastu-grades.md), not from the catalogue the server reads.
  const matrix = markdownTable('reference-vastu-grades.md', '## Grade matrix: room type × direction');
  const columns = matrix[0]!.slice(1, 10); // N … NW, C
  const GRADE: Record<string, string> = { I: 'ideal', P: 'preferred', A: 'acceptable', N: 'neutral', C: 'caution', X: 'avoid' };

  it('grades every cell as the reference matrix does', () => {
    assert.equal(matrix.length - 1, 32); // the entrance and 31 room types
    for (const row of matrix.slice(1)) {
      row.slice(1, 10).forEach((letter, i) => {
        if (letter === '–') return; // the entrance cannot be the centre
        const direction = columns[i] === 'C' ? 'C' : columns[i]!;
        assert.equal(assess({ type: row[0] as CatalogueType, direction }).grade, GRADE[letter.replace('*', '')], `${row[0]} ${direction}`);
      });
    }
  });

  it('says so in the remedy wherever the reference marks traditions as disagreeing', () => {
    for (const row of matrix.slice(1)) {
      row.slice(1, 10).forEach((letter, i) => {
        if (!letter.endsWith('*')) return;
        const [r] = remedies([{ ...assess({ type: row[0] as CatalogueType, direction: columns[i]! }), grade: 'caution' }]);
        assert.match(r!.current_impact, /Traditions differ here/, `${row[0]} ${columns[i]}`);
      });
    }
  });
});

describe('basic-remedies', () => {
  it('gives one record per caution or avoid placement, most severe first', async () => {
    // kitchen N is caution, toilet NE avoid, study W ideal (no remedy), entrance N ideal
    const r = await remediesOf({ main_entrance: 'N', rooms: [{ type: 'kitchen', direction: 'N' }, { type: 'toilet', direction: 'NE' }, { type: 'study', direction: 'W' }] });
    assert.deepEqual(r.map((x) => x.catalog_type), ['toilet', 'kitchen']);
  });

  it('offers renters and owners who cannot rebuild only reversible steps, saying a structural fix exists', async () => {
    for (const agency of ['RENT', 'OWN_CANNOT_REBUILD']) {
      const r = await remediesOf({ ...SAMPLE, context: { agency } });
      assert.equal(r.length, 3);
      for (const x of r) {
        assert.ok(['easy', 'moderate'].includes(x.effort_level));
        assert.match(x.what_to_do, /A structural fix exists but needs rebuilding/);
      }
    }
  });

  it('offers owners who can rebuild the structural fix first, with an interim easy step', async () => {
    for (const x of await remediesOf({ ...SAMPLE, context: { agency: 'OWN_CAN_REBUILD' } })) {
      assert.equal(x.effort_level, 'structural');
      assert.match(x.what_to_do, /^Structural fix: .* Until then \(easy\): /);
    }
  });

  it('offers both, labelled, when the agency is unknown or not given', async () => {
    for (const body of [SAMPLE, { ...SAMPLE, context: { agency: 'UNKNOWN' } }, { ...SAMPLE, context: {} }]) {
      for (const x of await remediesOf(body)) assert.match(x.what_to_do, /^Reversible remedy \((easy|moderate)\): .* Structural fix \(if you own the home and can rebuild\): /);
    }
  });

  it('moves findings in the concern’s zones to the front', async () => {
    // Toilet NE (avoid) touches health; kitchen SW (avoid) touches home. Severity ties, so order follows input…
    const rooms = [{ type: 'kitchen', direction: 'SW' }, { type: 'toilet', direction: 'NE' }];
    assert.deepEqual((await remediesOf({ main_entrance: 'N', rooms })).map((x) => x.catalog_type), ['kitchen', 'toilet']);
    // …until a concern names one of them.
    assert.deepEqual((await remediesOf({ main_entrance: 'N', rooms, context: { concern: 'HEALTH' } })).map((x) => x.catalog_type), ['toilet', 'kitchen']);
    // A concern outranks severity: kitchen N (caution, money zone) before toilet NE (avoid).
    const mixed = [{ type: 'toilet', direction: 'NE' }, { type: 'kitchen', direction: 'N' }];
    assert.deepEqual((await remediesOf({ main_entrance: 'N', rooms: mixed, context: { concern: 'MONEY' } })).map((x) => x.catalog_type), ['kitchen', 'toilet']);
  });

  it('answers in English whatever the Accept-Language', async () => {
    const res = await server.post('/vastu/basic-remedies', SAMPLE, { 'accept-language': 'hi' });
    assert.equal(res.headers.get('content-language'), 'en');
  });
});

describe('Vastu input', () => {
  async function fieldError(body: unknown, field: string) {
    const res = await server.post('/vastu/basic-score', body);
    const json = (await res.json()) as { errors: { field: string; message: string }[] };
    assert.equal(res.status, 400, JSON.stringify(json));
    const e = json.errors.find((x) => x.field === field);
    assert.ok(e, `${field} not in ${JSON.stringify(json.errors)}`);
    return e;
  }

  it('names each bad field and lists the allowed values', async () => {
    await fieldError({ rooms: SAMPLE.rooms }, 'main_entrance');
    await fieldError({ main_entrance: 'N' }, 'rooms');
    assert.match((await fieldError({ main_entrance: 'N', rooms: [] }, 'rooms')).message, /1 to 50/);
    await fieldError({ main_entrance: 'N', rooms: Array.from({ length: 51 }, () => ({ type: 'study', direction: 'W' })) }, 'rooms');
    assert.match((await fieldError({ ...SAMPLE, rooms: [...SAMPLE.rooms, { type: 'attic', direction: 'N' }] }, 'rooms[3].type')).message, /kitchen, master_bedroom/);
    assert.match((await fieldError({ ...SAMPLE, rooms: [{ type: 'kitchen', direction: 'up' }] }, 'rooms[0].direction')).message, /NNE/);
    await fieldError({ ...SAMPLE, rooms: [{ direction: 'N' }] }, 'rooms[0].type');
    assert.match((await fieldError({ ...SAMPLE, main_entrance: 'C' }, 'main_entrance')).message, /cannot be the centre/);
    await fieldError({ ...SAMPLE, context: { agency: 'rent' } }, 'context.agency');
    await fieldError({ ...SAMPLE, context: { concern: 'LOVE' } }, 'context.concern');
  });

  it('accepts directions and room types in any case, and the centre by its names', async () => {
    const s = await score({ main_entrance: 'n', rooms: [{ type: 'Kitchen', direction: 'se' }, { type: 'courtyard', direction: 'Brahmasthan' }, { type: 'courtyard', direction: 'center' }] });
    assert.deepEqual(s.finding_count_by_grade, { ideal: 4 });
  });

  it('accepts a form body with rooms as JSON text', async () => {
    const res = await fetch(server.url + '/vastu/basic-score', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...server.auth },
      body: new URLSearchParams({ main_entrance: 'N', rooms: JSON.stringify(SAMPLE.rooms) }).toString(),
    });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as Score).overall_assessment.score_percentage, 33);
  });

  it('never answers with a 5xx, whatever the body', async () => {
    await assertNoServerErrors(server, '/vastu/basic-score', { ...SAMPLE, context: { agency: 'RENT', concern: 'HOME' } });
    await assertNoServerErrors(server, '/vastu/basic-remedies', { ...SAMPLE, context: { agency: 'RENT', concern: 'HOME' } });
  });
});
