// Tarot: the deck in the order the spec records, the meanings, seeded draws and both endpoints over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cardById, DECK } from '../src/tarot/deck.js';
import { drawIds } from '../src/tarot/draw.js';
import { cards } from '../src/tarot/texts/en/cards.js';
import { answerNotes, areaNotes } from '../src/tarot/texts/en/readings.js';
import { CAREFUL_BANNED } from './helpers/text-banks.js';
import { startServer, type TestServer } from './helpers/server.js';

// The trumps 0–XXI as A. E. Waite lists them in The Pictorial Key to the Tarot (1910), Part II.
const WAITE_TRUMPS = [
  'The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength', 'The Hermit',
  'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World',
];
const COURT_AND_PIPS = ['King', 'Queen', 'Knight', 'Page', 'Ten', 'Nine', 'Eight', 'Seven', 'Six', 'Five', 'Four', 'Three', 'Two', 'Ace'];

describe('the deck', () => {
  it('has 78 cards numbered as the spec records: 1–14 Wands King→Ace, 15–28 Swords, 29–42 Cups, 43–56 Pentacles, 57–78 Fool→World', () => {
    assert.equal(DECK.length, 78);
    assert.deepEqual(DECK.map((c) => c.id), Array.from({ length: 78 }, (_, i) => i + 1));
    const expected = [
      ...['Wands', 'Swords', 'Cups', 'Pentacles'].flatMap((suit) => COURT_AND_PIPS.map((r) => `${r} of ${suit}`)),
      ...WAITE_TRUMPS,
    ];
    assert.deepEqual(DECK.map((c) => c.name), expected);
    assert.deepEqual([1, 14, 15, 28, 29, 42, 43, 56, 57, 78].map((id) => cardById(id).name), [
      'King of Wands', 'Ace of Wands', 'King of Swords', 'Ace of Swords', 'King of Cups', 'Ace of Cups', 'King of Pentacles', 'Ace of Pentacles', 'The Fool', 'The World',
    ]);
  });

  it('every card has its own meaning, none speaking of death, disease, accident or organs', () => {
    assert.equal(cards.length, 78);
    assert.equal(new Set(cards).size, 78);
    const notes = [...Object.values(areaNotes).flatMap((g) => Object.values(g)), ...Object.values(answerNotes)];
    assert.equal(new Set(notes).size, notes.length);
    for (const text of [...cards, ...notes]) {
      assert.ok(text.length > 40, text);
      assert.doesNotMatch(text, CAREFUL_BANNED, text);
    }
    // Each trump's meaning names it (the 13th by its number), so the texts line up with the deck.
    cards.slice(56).forEach((text, n) => assert.ok(n === 13 ? text.startsWith('The thirteenth trump') : text.includes(WAITE_TRUMPS[n]!.replace(/^The /, '')), text));
  });
});

describe('seeded draws', () => {
  it('the same seed draws the same cards; distinct cards, none of those taken', () => {
    assert.deepEqual(drawIds(3, 78, 12345), drawIds(3, 78, 12345));
    const taken = new Set([1, 2, 3, 78]);
    for (let seed = 0; seed < 500; seed++) {
      const ids = drawIds(3, 78, seed, taken);
      assert.equal(new Set(ids).size, 3);
      for (const id of ids) assert.ok(id >= 4 && id <= 77, `${id}`);
    }
  });

  it('single draws over seeds 0 … 7,799 are uniform across the 78 cards (chi-square below the 0.1% point, 122.1 for 77 d.f.)', () => {
    const counts = new Array<number>(78).fill(0);
    for (let seed = 0; seed < 7800; seed++) counts[drawIds(1, 78, seed)[0]! - 1]!++;
    const chi2 = counts.reduce((sum, c) => sum + (c - 100) ** 2 / 100, 0);
    assert.ok(counts.every((c) => c > 0));
    assert.ok(chi2 < 122.1, `chi-square ${chi2}`);
  });
});

interface Predictions { love: string; career: string; finance: string; cards: Record<string, { id: number; name: string }>; drawn: string[]; seed: number | null }
interface YesNo { name: string; value: string; description: string; tarot_id: number; drawn: string[]; seed: number | null }

describe('tarot_predictions and yes_no_tarot over HTTP', () => {
  let server: TestServer;
  before(async () => { server = await startServer(); });
  after(() => server.close());

  it('reads the cards sent: King of Cups for love, The Fool for career, King of Pentacles for finance', async () => {
    const r = await server.answer<Predictions>('/v1/tarot_predictions', { love: 29, career: 57, finance: 43 });
    assert.deepEqual(r.cards, { love: { id: 29, name: 'King of Cups' }, career: { id: 57, name: 'The Fool' }, finance: { id: 43, name: 'King of Pentacles' } });
    assert.deepEqual([r.drawn, r.seed], [[], null]);
    assert.equal(r.love, `${cards[28]} ${areaNotes.love.cups}`);
    assert.equal(r.career, `${cards[56]} ${areaNotes.career.major}`);
    assert.equal(r.finance, `${cards[42]} ${areaNotes.finance.pentacles}`);
  });

  it('draws what is not sent, says so, and repeats the draw for the same seed', async () => {
    const a = await server.answer<Predictions>('/v1/tarot_predictions', { love: 5, seed: 2026 });
    const b = await server.answer<Predictions>('/v1/tarot_predictions', { love: '5', seed: '2026' });
    assert.deepEqual(a, b);
    assert.deepEqual([a.drawn, a.seed], [['career', 'finance'], 2026]);
    assert.deepEqual([a.cards.career!.id, a.cards.finance!.id], drawIds(2, 78, 2026, new Set([5])));
    const fresh = await server.answer<Predictions>('/v1/tarot_predictions', {});
    assert.deepEqual(fresh.drawn, ['love', 'career', 'finance']);
    assert.ok(Number.isInteger(fresh.seed));
    const again = await server.answer<Predictions>('/v1/tarot_predictions', { seed: fresh.seed });
    assert.deepEqual(again, fresh);
  });

  it('yes_no_tarot: 20 The Sun Yes, 14 Death No, 19 The Moon Maybe; a drawn trump names its seed', async () => {
    const sun = await server.answer<YesNo>('/v1/yes_no_tarot', { tarot_id: 20 });
    assert.deepEqual([sun.name, sun.value, sun.tarot_id, sun.drawn, sun.seed], ['The Sun', 'Yes', 20, [], null]);
    assert.equal(sun.description, `${cards[75]} ${answerNotes.Yes}`);
    assert.deepEqual(Object.keys(sun).slice(0, 3), ['name', 'value', 'description']);
    assert.deepEqual([(await server.answer<YesNo>('/v1/yes_no_tarot', { tarot_id: 14 })).value, (await server.answer<YesNo>('/v1/yes_no_tarot', { tarot_id: 19 })).value], ['No', 'Maybe']);
    const drawn = await server.answer<YesNo>('/v1/yes_no_tarot', { seed: 7 });
    assert.deepEqual([drawn.tarot_id, drawn.drawn, drawn.seed], [drawIds(1, 22, 7)[0], ['tarot_id'], 7]);
  });

  it('refuses ids outside the deck and bad seeds with a 400 naming the field', async () => {
    for (const [path, body, field] of [
      ['/v1/tarot_predictions', { love: 0 }, 'love'], ['/v1/tarot_predictions', { finance: 79 }, 'finance'], ['/v1/tarot_predictions', { seed: -1 }, 'seed'],
      ['/v1/yes_no_tarot', { tarot_id: 23 }, 'tarot_id'], ['/v1/yes_no_tarot', { tarot_id: 1.5 }, 'tarot_id'],
    ] as const) {
      const res = await server.post(path, body);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, field);
    }
  });
});
