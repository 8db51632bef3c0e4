import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './helpers/server.js';

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

async function numero(body: object) {
  const res = await server.post('/v1/numero_table', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errors?: { field: string }[] } };
}

// Rulers by radical number, from shared/reference/numerology.md.
const RULERS = ['Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars'];

describe('POST /v1/numero_table', () => {
  it('reproduces the worked example: 25-12-1988 and "Rahul Sharma"', async () => {
    const { status, body } = await numero({ day: 25, month: 12, year: 1988, name: 'Rahul Sharma' });
    assert.equal(status, 200);
    // radical 2+5 = 7; destiny 2+5+1+2+1+9+8+8 = 36 → 9; name R2 A1 H5 U6 L3 + S3 H5 A1 R2 M4 A1 = 33 → 6
    assert.deepEqual(body, {
      name: 'Rahul Sharma', date: '25-12-1988', destiny_number: 9, radical_number: 7, name_number: 6,
      evil_num: '1,9', fav_color: 'Black', fav_day: 'Sunday, Monday', fav_god: 'Narsingh Bhagawan',
      fav_mantra: '|| Om Keng Ketave Namah ||', fav_metal: 'Iron', fav_stone: "Cat's Eye", fav_substone: 'Golden Hakik',
      friendly_num: '3,2,6', neutral_num: '4,5,8', radical_num: '7', radical_ruler: 'Ketu',
    });
  });

  it('ignores case, spaces, accents and other scripts in the name', async () => {
    for (const name of ['  rAhUl   sHARMA ', 'Rahul-Sharma.', 'राहुल Rahul Sharma', 'Ráhul Sharmá']) {
      assert.equal((await numero({ day: 25, month: 12, year: 1988, name })).body.name_number, 6, name);
    }
  });

  it('gives each of the nine radical numbers its row', async () => {
    // Days 1–9 are their own radical; 10 → 1, 19 → 1, 28 → 1, 29 → 2, 31 → 4.
    for (let day = 1; day <= 9; day++) {
      const { body } = await numero({ day, month: 1, year: 2000, name: 'A' });
      assert.deepEqual([body.radical_number, body.radical_num, body.radical_ruler], [day, String(day), RULERS[day - 1]]);
    }
    for (const [day, radical] of [[10, 1], [19, 1], [28, 1], [29, 2], [31, 4]] as const) {
      assert.equal((await numero({ day, month: 1, year: 2000, name: 'A' })).body.radical_number, radical);
    }
  });

  it('keeps the reference service’s row 6 spellings', async () => {
    const { body } = await numero({ day: 6, month: 1, year: 2000, name: 'A' });
    assert.deepEqual([body.fav_metal, body.fav_stone, body.friendly_num], ['Sillver', 'Diamond, Opal', '4,3,9']);
  });

  it('refuses a name without a Latin letter, an empty name, and an impossible date', async () => {
    for (const name of ['राहुल', '1234', '']) {
      const { status, body } = await numero({ day: 1, month: 1, year: 2000, name });
      assert.equal(status, 400, name);
      assert.equal(body.errors![0]!.field, 'name');
    }
    const { status, body } = await numero({ day: 30, month: 2, year: 2000, name: 'A' });
    assert.equal(status, 400);
    assert.equal(body.errors![0]!.field, 'day');
  });
});
