// /tamil_panchang, /match_percentage, /papasamyam_details and /moon_biorhythm, each against an independent reference named
// beside its check: published Tamil calendar dates (test/fixtures/tamil-calendar-dates.ts), a second transcription of
// the Pancha-pakshi tables (test/fixtures/pancha-pakshi-yamas.ts), the Swiss
// Ephemeris called another way, and arithmetic worked by hand from the reference chart computed outside
// this project (test/fixtures/reference-chart.ts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { REFERENCE_BIRTH, REFERENCE_BODIES } from './fixtures/reference-chart.js';
import { APRIL_2025, PYJHORA_YAMAS } from './fixtures/pancha-pakshi-yamas.js';
import { DRIK_JANUARY_2023, DRIK_PLACE } from './fixtures/drik-varjyam-2023.js';
import { CHENNAI, CHITHIRAI_FIRST, THAI_FIRST } from './fixtures/tamil-calendar-dates.js';
import { startServer, type TestServer } from './helpers/server.js';

interface TamilMonth { name: string; id: number; day: number; first_day: string; sankranti_ms: number }
interface TamilPanchang { tamil_month: TamilMonth; tamil_year: { name: string; id: number; began: number }; [key: string]: unknown }

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

const post = <T>(path: string, body: object, headers: Record<string, string> = {}) => server.answer<T>(path, body, headers);
const at = (d: { year: number; month: number; day: number }, hour = 12) => ({ ...d, hour, min: 0, ...CHENNAI });
const before1 = (d: { year: number; month: number; day: number }) => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day - 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** The Sun's entry into the sidereal sign at `target`°, by bisection on sweph's own sidereal mode (Lahiri, SEFLG_SIDEREAL), not our code's path. */
function sankrantiBySweph(target: number, nearJd: number): number {
  const C = sweph.constants;
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const past = (jd: number) => ((sweph.calc_ut(jd, C.SE_SUN, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_NONUT).data[0] - target + 540) % 360) - 180 >= 0;
  let [lo, hi] = [nearJd - 3, nearJd + 3];
  while (hi - lo > 1e-7) { const mid = (lo + hi) / 2; if (past(mid)) hi = mid; else lo = mid; }
  return (hi - 2440587.5) * 86_400_000;
}

describe('POST /v1/tamil_panchang: the Tamil month and year against published dates (Chennai)', () => {
  for (const d of CHITHIRAI_FIRST) {
    it(`${d.day}-${d.month}-${d.year} is Chithirai 1 of ${d.name}; the day before is in Panguni of the year before`, async () => {
      const p = await post<TamilPanchang>('/v1/tamil_panchang', at(d));
      assert.deepEqual({ ...p.tamil_month, sankranti_ms: 0 }, { name: 'Chithirai', id: 1, day: 1, first_day: `${d.day}-${d.month}-${d.year}`, sankranti_ms: 0 });
      assert.deepEqual({ id: p.tamil_year.id, began: p.tamil_year.began }, { id: d.samvatsara, began: d.year });
      // The entry into sidereal Aries (0°), found by sweph's sidereal mode: within a second of ours.
      assert.ok(Math.abs(p.tamil_month.sankranti_ms - sankrantiBySweph(0, p.tamil_month.sankranti_ms / 86_400_000 + 2440587.5)) < 1000);
      const eve = await post<TamilPanchang>('/v1/tamil_panchang', at(before1(d)));
      assert.equal(eve.tamil_month.id, 12);
      assert.equal(eve.tamil_year.id, d.samvatsara - 1);
      assert.equal(eve.tamil_year.began, d.year - 1);
    });
  }

  for (const d of THAI_FIRST) {
    it(`${d.day}-${d.month}-${d.year} (Pongal) is Thai 1, in the year begun the April before`, async () => {
      const p = await post<TamilPanchang>('/v1/tamil_panchang', at(d, 6));
      assert.deepEqual([p.tamil_month.name, p.tamil_month.id, p.tamil_month.day], ['Thai', 10, 1]);
      assert.equal(p.tamil_year.began, d.year - 1);
      const eve = await post<TamilPanchang>('/v1/tamil_panchang', at(before1(d)));
      assert.equal(eve.tamil_month.name, 'Margazhi');
    });
  }

  it('counts the days on: 1 May 2025 is Chithirai 18 (14 April is day 1, 30 April day 17), in Tamil Visuvavasu', async () => {
    const p = await post<TamilPanchang>('/v1/tamil_panchang', at({ year: 2025, month: 5, day: 1 }), { 'accept-language': 'ta' });
    assert.deepEqual([p.tamil_month.name, p.tamil_month.day, p.tamil_month.first_day], ['சித்திரை', 18, '14-4-2025']);
    assert.equal(p.tamil_year.id, 39);
  });

  it('2024: the Sun entered Aries after sunset on 13 April (the ephemeris called another way), so Chithirai began on the 14th', async () => {
    const p = await post<TamilPanchang>('/v1/tamil_panchang', at({ year: 2024, month: 4, day: 14 }));
    // Sunset at Chennai on 13 April 2024 is near 18:25 IST (12:55 UT); the entry lies later that evening.
    const entry = new Date(sankrantiBySweph(0, sweph.julday(2024, 4, 13, 12, sweph.constants.SE_GREG_CAL)));
    assert.equal(entry.toISOString().slice(0, 10), '2024-04-13');
    assert.ok(entry.getUTCHours() * 60 + entry.getUTCMinutes() > 13 * 60, entry.toISOString());
    assert.equal(p.tamil_month.first_day, '14-4-2024');
  });

  it('where the daytime runs past midnight (Reykjavik, June, tzone 2), the days still count 1, 2, 3 … from the month’s first day', async () => {
    // With tzone 2 the sunsets near the June sankranti fall after local midnight, on the next civil date; the Sun enters
    // sidereal Gemini on 15 June 2025 (early morning UT). Whatever the hour, each date is the previous one's day + 1, or day 1.
    const counted: [string, number][] = [];
    for (let day = 10; day <= 20; day++) {
      const p = await post<TamilPanchang>('/v1/tamil_panchang', { year: 2025, month: 6, day, hour: 12, min: 0, lat: 64.1466, lon: -21.9426, tzone: 2 });
      counted.push([p.tamil_month.name, p.tamil_month.day]);
    }
    for (const [i, [name, n]] of counted.entries()) {
      if (i === 0) continue;
      const [prevName, prev] = counted[i - 1]!;
      assert.ok(name === prevName ? n === prev + 1 : n === 1 && name === 'Aani', JSON.stringify(counted));
    }
    assert.ok(counted.some(([name]) => name === 'Aani') && counted[0]![0] === 'Vaikasi', JSON.stringify(counted));
  });

  it('keeps the panchang keys in the spec’s order, with the Tamil month and year after the Hindu month', async () => {
    const p = await post<TamilPanchang>('/v1/tamil_panchang', REFERENCE_BIRTH);
    assert.deepEqual(Object.keys(p), [
      'day', 'sunrise', 'sunset', 'moonrise', 'moonset', 'tithi', 'nakshatra', 'yog', 'karan', 'hindu_month', 'tamil_month', 'tamil_year',
      'paksha', 'ritu', 'sun_sign', 'moon_sign', 'ayana', 'vikram_samvat', 'shaka_samvat', 'shaka_samvat_name', 'vkram_samvat_name',
      'abhijit_muhurta', 'rahu_kaal', 'gulik_kaal', 'yamghant_kaal', 'dur_muhurtha', 'amrit_kaal', 'varjyam', 'anandadi_yog',
    ]);
    // 15 May 1990: the Sun at 30.389° (the reference chart) entered Taurus about 0.389 / 0.96 ≈ 0.4 day earlier, on 14 May: Vaikasi 1 or 2.
    assert.equal(p.tamil_month.name, 'Vaikasi');
    assert.equal(p.sun_sign, REFERENCE_BODIES[0].sign);
  });
});

interface Span { start: string; end: string; start_ms: number; end_ms: number }
interface SouthKeys { day: string; dur_muhurtha: Span[] | null; amrit_kaal: Span[]; varjyam: Span[]; anandadi_yog: { details: { yog_number: number; yog_name: string }; end_time_ms: number } }

describe('POST /v1/tamil_panchang: Durmuhurtam, Varjyam, Amrita kalam and the Anandadi yoga', () => {
  const C = sweph.constants;
  const msOf = (jd: number) => (jd - 2440587.5) * 86_400_000;
  /** Sunrise or sunset at Chennai by sweph.rise_trans_true_hor, called here: the Sun's centre 50′ below the horizon. */
  const sunEvent = (from: number, event: number) => sweph.rise_trans_true_hor(from, C.SE_SUN, null, C.SEFLG_SWIEPH,
    event | C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION, [CHENNAI.lon, CHENNAI.lat, 0], 0, 0, -50 / 60).data;
  /** When the Moon's sidereal (Lahiri) longitude reaches `target`°, by bisection on sweph.calc_ut called here. */
  const moonReaches = (target: number, lo: number, hi: number) => {
    sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
    const past = (jd: number) => ((sweph.calc_ut(jd, C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL).data[0] - target + 540) % 360) - 180 >= 0;
    while (hi - lo > 1e-8) { const mid = (lo + hi) / 2; if (past(mid)) hi = mid; else lo = mid; }
    return hi;
  };
  const near = (ms: number, expected: number, what: string) => assert.ok(Math.abs(ms - expected) < 1000, `${what}: ${ms} vs ${expected}`);

  it('Chennai, Tuesday 11 March 2025, worked by hand', async () => {
    const p = await post<SouthKeys>('/v1/tamil_panchang', { year: 2025, month: 3, day: 11, hour: 12, min: 0, ...CHENNAI });
    assert.equal(new Date(Date.UTC(2025, 2, 11)).getUTCDay(), 2); // a Tuesday
    const midnight = sweph.julday(2025, 3, 11, 0, C.SE_GREG_CAL) - 5.5 / 24;
    const rise = sunEvent(midnight, C.SE_CALC_RISE); // 6:18:58.0 IST
    const set = sunEvent(rise, C.SE_CALC_SET); // 18:18:59.5
    const nextRise = sunEvent(set, C.SE_CALC_RISE); // 12 March 6:18:20.2
    // Daytime 720.02 min, a muhurta 48.00 min; night 719.34 min, a night muhurta 47.96 min. Tuesday: the 4th muhurta of the
    // day, 6:18:58 + 3 × 48:00 = 8:42:58 … 9:30:58, and the 7th of the night, 18:18:59 + 6 × 47:57 = 23:06:44 … 23:54:41.
    const day = (set - rise) / 15;
    const night = (nextRise - set) / 15;
    assert.equal(p.dur_muhurtha?.length, 2);
    near(p.dur_muhurtha[0]!.start_ms, msOf(rise + 3 * day), 'day muhurta 4 start');
    near(p.dur_muhurtha[0]!.end_ms, msOf(rise + 4 * day), 'day muhurta 4 end');
    near(p.dur_muhurtha[1]!.start_ms, msOf(set + 6 * night), 'night muhurta 7 start');
    near(p.dur_muhurtha[1]!.end_ms, msOf(set + 7 * night), 'night muhurta 7 end');
    assert.deepEqual([p.dur_muhurtha[0]!.start, p.dur_muhurtha[1]!.end], ['08 : 42 : 58', '11 : 54 : 41']);

    // The Moon at noon is at 112.54°, in Ashlesha (106°40′–120°). It entered at 0:51:29.9 on the 11th and leaves at 2:15:32.1 on
    // the 12th: 25.4006 h, so a ghati of it is 25.4006 min. Varjyam of Ashlesha from ghati 32: 0:51:30 + 32 × 25.4006 min
    // (13 h 32 min 49 s) = 14:24:19, for 4 ghatis (1 h 41 min 36 s) to 16:05:55. Amrita from ghati 56: 0:51:30 + 23 h 42 min 26 s
    // = 0:33:56 on the 12th, to the exit at 2:15:32. Pushya's periods ended before the entry at 0:51, so before sunrise; Magha,
    // entered at 2:15 on the 12th and lasting 25.8 h, has its first period (Varjyam, ghati 30) near 15:10 on the 12th, after
    // the next sunrise: one of each.
    const entry = moonReaches(106 + 2 / 3, midnight - 1, midnight + 0.5);
    const exit = moonReaches(120, entry + 0.5, entry + 1.5);
    const ghati = (exit - entry) / 60;
    assert.equal(p.varjyam.length, 1);
    near(p.varjyam[0]!.start_ms, msOf(entry + 32 * ghati), 'varjyam start');
    near(p.varjyam[0]!.end_ms, msOf(entry + 36 * ghati), 'varjyam end');
    assert.deepEqual([p.varjyam[0]!.start, p.varjyam[0]!.end], ['02 : 24 : 19', '04 : 05 : 55']);
    assert.equal(p.amrit_kaal.length, 1);
    near(p.amrit_kaal[0]!.start_ms, msOf(entry + 56 * ghati), 'amrit start');
    near(p.amrit_kaal[0]!.end_ms, msOf(exit), 'amrit end');

    // Anandadi: Tuesday counts from Ashlesha, the Moon's star at noon: the 1st yoga, Ananda, until the Moon leaves Ashlesha.
    assert.deepEqual(p.anandadi_yog.details, { yog_number: 1, yog_name: 'Ananda' });
    near(p.anandadi_yog.end_time_ms, msOf(exit), 'anandadi end');
  });

  it('counts Abhijit as a star: Monday 21 April 2025 at noon, the Moon in 276°40′–280°53′20″', async () => {
    const p = await post<SouthKeys>('/v1/tamil_panchang', { year: 2025, month: 4, day: 21, hour: 12, min: 0, ...CHENNAI });
    assert.equal(new Date(Date.UTC(2025, 3, 21)).getUTCDay(), 1); // a Monday
    const noon = sweph.julday(2025, 4, 21, 12 - 5.5, C.SE_GREG_CAL);
    const moon = sweph.calc_ut(noon, C.SE_MOON, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL).data[0];
    assert.ok(moon > 276 + 2 / 3 && moon < 280 + 8 / 9, String(moon)); // 279.66°
    // Monday counts from Mrigashira: Mrigashira 1 Ananda … Mula 15 Lumbaka, Purvashadha 16 Utpata, Uttarashadha 17 Mrityu,
    // Abhijit 18 Kana (Divya Marathi's panchang of 19 October 2015 prints Lumbaka and Utpata for Monday's Mula and Purvashadha).
    assert.deepEqual(p.anandadi_yog.details, { yog_number: 18, yog_name: 'Kana' });
    near(p.anandadi_yog.end_time_ms, msOf(moonReaches(280 + 8 / 9, noon, noon + 0.5)), 'Abhijit ends at Shravana’s 28-star start');
  });

  it('gives the Varjyam and Amrita kalam Drik Panchang printed for January 2023 (fixture), to the minute', async () => {
    const mins = (c: string) => c.split(':').map(Number).reduce((h, m) => h * 60 + m);
    for (const d of DRIK_JANUARY_2023) {
      const p = await post<SouthKeys>('/v1/tamil_panchang', { year: 2023, month: 1, day: d.day, hour: 12, min: 0, ...DRIK_PLACE });
      const midnightMs = Date.UTC(2023, 0, d.day) - DRIK_PLACE.tzone * 3_600_000;
      for (const q of d.periods) {
        const start = midnightMs + (mins(q.start) + (q.startNext ? 1440 : 0)) * 60_000;
        const end = midnightMs + (mins(q.end) + (q.endNext ? 1440 : 0)) * 60_000;
        const ours = p[q.kind].find((s) => Math.abs(s.start_ms - start) <= 60_000 && Math.abs(s.end_ms - end) <= 60_000);
        assert.ok(ours, `${d.day} January (${d.nakshatra}) ${q.kind} ${q.start}–${q.end}: ours ${JSON.stringify(p[q.kind])}`);
      }
    }
  });
});

describe('POST /v1/papasamyam_details', () => {
  it('the reference chart, worked by hand: 51 papa points', async () => {
    // Reference chart signs (fixture): lagna Cancer, Moon Sagittarius, Venus Pisces; Mars Aquarius, Saturn Capricorn,
    // Sun Taurus, Rahu Capricorn. House units 1, 2, 4 → 3; 7 → 5; 8 → 6; 12 → 1. Planet units Mars 4, Saturn 3, Sun 2, Rahu 1.
    // From Cancer: Mars 8th 4×6 = 24; Saturn 7th 3×5 = 15; Sun 11th 0; Rahu 7th 1×5 = 5: 44.
    // From Sagittarius (× ½): Mars 3rd 0; Saturn 2nd 3×3×½ = 4.5; Sun 6th 0; Rahu 2nd 1×3×½ = 1.5: 6.
    // From Pisces (× ¼): Mars 12th 4×1×¼ = 1; Saturn 11th, Sun 3rd, Rahu 11th 0: 1. In all 51.
    const p = await post<{ planets: Record<string, unknown>[]; total: Record<string, number> }>('/v1/papasamyam_details', { ...REFERENCE_BIRTH, gender: 'male' });
    assert.deepEqual(p.planets.map((x) => [x.planet, x.from_lagna, x.from_moon, x.from_venus, x.total]), [
      ['Mars', { house: 8, points: 24 }, { house: 3, points: 0 }, { house: 12, points: 1 }, 25],
      ['Saturn', { house: 7, points: 15 }, { house: 2, points: 4.5 }, { house: 11, points: 0 }, 19.5],
      ['Sun', { house: 11, points: 0 }, { house: 6, points: 0 }, { house: 3, points: 0 }, 0],
      ['Rahu', { house: 7, points: 5 }, { house: 2, points: 1.5 }, { house: 11, points: 0 }, 6.5],
    ]);
    assert.deepEqual(p.total, { from_lagna: 44, from_moon: 6, from_venus: 1, papa_points: 51 });
    const ta = await post<{ planets: { planet: string }[] }>('/v1/papasamyam_details', REFERENCE_BIRTH, { 'accept-language': 'ta' });
    assert.equal(ta.planets[0]!.planet, 'செவ்வாய்');
  });
});

describe('POST /v1/match_percentage', () => {
  it('a couple born at the same moment, worked by hand: 28/36, 5/10, 63.89 %', async () => {
    // Both Moons in Sagittarius, Uttara Ashadha (reference chart). Ashtakoota: varna 1, vashya 2 (same group), tara 1.5 + 1.5
    // (count 1, remainder 1 is not 3, 5 or 7), yoni 4 (same animal), maitri 5 (same lord), gana 6, bhakoot 7 (1/1), nadi 0 (same): 28.
    // Poruthams (count 1): dina no (1 mod 9 = 1), gana yes, mahendra no, stree-deergha no (1 < 14), yoni yes, rasi yes (1st),
    // rasyadhipati yes, vasya no (Sagittarius is not vasya to itself), rajju no (same), vedha yes (no star obstructs itself): 5.
    // 28/36 = 77.777…%, 5/10 = 50%, mean 63.888… → 63.89.
    const couple = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
    const m = await post<Record<string, unknown>>('/v1/match_percentage', couple);
    assert.deepEqual(m, {
      ashtakoot: { received_points: 28, total_points: 36, percentage: 77.78 },
      dashakoot: { received_points: 5, total_points: 10, percentage: 50 },
      match_percentage: 63.89,
    });
  });

  it('names the person whose year lies outside the ephemeris', async () => {
    const couple = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
    const res = await server.post('/v1/match_percentage', { ...couple, f_year: 1700 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'f_year');
  });
});

describe('form bodies', () => {
  it('every path answers a form body as it answers JSON', async () => {
    const form = (o: object) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();
    const couple = Object.fromEntries(Object.entries(REFERENCE_BIRTH).flatMap(([k, v]) => [[`m_${k}`, v], [`f_${k}`, v]]));
    for (const [path, body] of [['/v1/tamil_panchang', REFERENCE_BIRTH], ['/v1/papasamyam_details', REFERENCE_BIRTH], ['/v1/match_percentage', couple]] as const) {
      const res = await server.post(path, form(body), { 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(res.status, 200, path);
      assert.deepEqual(await res.json(), await post(path, body), path);
    }
  });
});

describe('POST /v1/moon_biorhythm', () => {
  let clockServer: TestServer;
  let now = new Date();
  before(async () => { clockServer = await startServer({ clock: () => now }); });
  after(() => clockServer.close());

  interface YamaOut { yama: number; start: string; end: string; start_ms: number; end_ms: number; activity: string }
  interface Bio {
    birth_pakshi: string; birth_pakshi_details: { pakshi_id: number; nakshatra: string; paksha: string };
    requested_day: { date: string; day: string; paksha: string; sunrise: string | null; sunset: string | null; next_sunrise: string | null };
    activity_cycle: { day: YamaOut[]; night: YamaOut[] } | null;
  }
  const CODE: Record<string, string> = { Ruling: 'R', Eating: 'E', Walking: 'W', Sleeping: 'S', Dying: 'D' };
  // 8 February 1995, 12:00 IST, New Delhi: the ephemeris called directly (tropical, mean equinox, less sweph's Lahiri ayanamsha)
  // puts the Moon at 32.3° (Krittika) and 97.9° ahead of the Sun (waxing): Shukla, first group, the vulture.
  const VULTURE_BIRTH = { day: 8, month: 2, year: 1995, hour: 12, min: 0, lat: 28.6139, lon: 77.209, tzone: 5.5 };
  const BIRTHS = { vulture: VULTURE_BIRTH, owl: REFERENCE_BIRTH };

  it('the birth bird: the reference chart’s Moon in Uttara Ashadha 239° ahead of the Sun (waning) gives the owl; the 1995 birth the vulture', async () => {
    // Reference chart: Moon 269.84° − Sun 30.39° = 239.45° > 180°: Krishna. Uttara Ashadha is in the fourth group (Anuradha … Uttara
    // Ashadha), whose waning bird is the owl.
    now = new Date('2025-04-06T06:30:00Z');
    const owl = await clockServer.answer<Bio>('/v1/moon_biorhythm', REFERENCE_BIRTH);
    assert.deepEqual([owl.birth_pakshi, owl.birth_pakshi_details], ['Owl', { pakshi_id: 2, nakshatra: REFERENCE_BODIES[1].nakshatra, paksha: 'Krishna-Paksha' }]);
    const C = sweph.constants;
    const jd = sweph.julday(1995, 2, 8, 6.5, C.SE_GREG_CAL);
    const sid = (body: number) => (sweph.calc_ut(jd, body, C.SEFLG_SWIEPH | C.SEFLG_NONUT).data[0] - sweph.get_ayanamsa_ut(jd) + 360) % 360;
    const moon = sid(C.SE_MOON);
    assert.equal(Math.floor(moon / (360 / 27)), 2);
    assert.ok((moon - sid(C.SE_SUN) + 360) % 360 < 180);
    const vulture = await clockServer.answer<Bio>('/v1/moon_biorhythm', VULTURE_BIRTH, { 'accept-language': 'ta' });
    assert.deepEqual([vulture.birth_pakshi, vulture.birth_pakshi_details.pakshi_id], ['வல்லூறு', 1]);
  });

  for (const [paksha, days] of Object.entries(APRIL_2025) as [keyof typeof APRIL_2025, readonly number[]][]) {
    it(`${paksha} days of April 2025: the yamas as PyJHora’s tables list them, in five equal parts of the daytime and the night`, async () => {
      let checked = 0;
      for (const [weekday, day] of days.entries()) {
        now = new Date(Date.UTC(2025, 3, day, 6, 30));
        for (const bird of ['vulture', 'owl'] as const) {
          const b = await clockServer.answer<Bio>('/v1/moon_biorhythm', BIRTHS[bird]);
          assert.equal(b.requested_day.date, `${day}-4-2025`);
          assert.equal(b.requested_day.paksha, paksha === 'shukla' ? 'Shukla-Paksha' : 'Krishna-Paksha');
          const cycle = b.activity_cycle!;
          for (const watch of ['day', 'night'] as const) {
            const yamas = cycle[watch];
            // Five equal parts, end to end.
            const length = yamas[0]!.end_ms - yamas[0]!.start_ms;
            for (const [i, y] of yamas.entries()) {
              assert.ok(Math.abs(y.end_ms - y.start_ms - length) <= 1, `${watch} yama ${i + 1}`);
              if (i > 0) assert.equal(y.start_ms, yamas[i - 1]!.end_ms);
            }
            assert.equal(yamas[0]!.start, watch === 'day' ? b.requested_day.sunrise : b.requested_day.sunset);
            assert.equal(yamas[4]!.end, watch === 'day' ? b.requested_day.sunset : b.requested_day.next_sunrise);
            const row = PYJHORA_YAMAS.find((r) => r.bird === bird && r.paksha === paksha && r.watch === watch && r.weekday === weekday);
            if (!row) continue;
            assert.deepEqual(yamas.map((y) => CODE[y.activity]), row.yamas, `${bird} ${paksha} ${watch} weekday ${weekday}`);
            checked++;
          }
        }
      }
      assert.ok(checked >= (paksha === 'shukla' ? 24 : 8), String(checked));
    });
  }

  it('refuses a date of birth after today, naming year', async () => {
    now = new Date('2025-04-06T06:30:00Z');
    const res = await clockServer.post('/v1/moon_biorhythm', { ...REFERENCE_BIRTH, year: 2026 });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
  });

  it('has no cycle where the Sun does not rise (Svalbard, 21 December)', async () => {
    now = new Date('2025-12-21T11:00:00Z');
    const b = await clockServer.answer<Bio>('/v1/moon_biorhythm', { ...REFERENCE_BIRTH, lat: 78.22, lon: 15.65, tzone: 1 });
    assert.equal(b.requested_day.sunrise, null);
    assert.equal(b.activity_cycle, null);
  });
});
