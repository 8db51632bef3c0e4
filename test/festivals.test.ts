// The festival calendar against the Government of India's published holiday dates (test/fixtures/
// festival-dates.ts), and each festival's rule checked with the Swiss Ephemeris called directly: the
// Moon−Sun elongation from tropical longitudes (the tithi does not depend on the ayanamsha, so this
// path shares nothing with the service's sidereal one), sunrise and sunset from sweph's own
// rise_trans with its refraction model (within a minute of ours), the Sun's sidereal ingress with
// Lahiri set here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sweph from 'sweph';
import { PUBLISHED_FESTIVALS } from './fixtures/festival-dates.js';
import { startServer, type TestServer } from './helpers/server.js';

const C = sweph.constants;
const DELHI = { lat: 28.6139, lon: 77.209, tzone: 5.5 };
const MINUTE = 1 / 1440;

let server: TestServer;
before(async () => { server = await startServer(); });
after(() => server.close());

interface Listed { id: number; year: number; month: number; date: number; festival: string; festival_key: string; region: string }
interface Muhurta {
  festival_date: string | null; tithi: string | null; karmakala: string;
  tithi_start: string | null; tithi_end: string | null; muhurta_start_time: string | null; muhurta_end_time: string | null;
  sankranti_moment?: string; punya_kal?: { start_time: string; end_time: string }; maha_punya_kal?: { start_time: string; end_time: string };
  moonrise?: string | null; hari_vasara?: string | null; bhadra_start?: string | null; bhadra_end?: string | null; paran_muhurta?: { start_time: string; end_time: string }[];
}

const yearly = (year: number, place: object = {}) => server.answer<{ status: boolean; festivals: Listed[] }>('/v1/yearly_festivals', { year, ...place });
const muhurta = (festival_name: string, year: number) => server.answer<Muhurta>('/v1/festival_muhurta', { festival_name, festival_date: '', year, ...DELHI });

// --- independent astronomy -------------------------------------------------------------------
const tropical = (jd: number, body: number) => sweph.calc_ut(jd, body, C.SEFLG_SWIEPH).data[0];
const elongation = (jd: number) => (((tropical(jd, C.SE_MOON) - tropical(jd, C.SE_SUN)) % 360) + 360) % 360;
/** Tithi 1 … 30 at an instant: elongation / 12°. */
const tithiAt = (jd: number) => Math.floor(elongation(jd) / 12) + 1;
function siderealSun(jd: number): number {
  sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  return sweph.calc_ut(jd, C.SE_SUN, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL).data[0];
}
const midnight = (y: number, m: number, d: number) => sweph.julday(y, m, d, -DELHI.tzone, C.SE_GREG_CAL);
/** sweph's own rise or set (upper limb, its refraction at 1013.25 hPa, 15 °C) after an instant. */
function event(jd: number, body: number, what: 'rise' | 'set'): number {
  const r = sweph.rise_trans(jd, body, null, C.SEFLG_SWIEPH, what === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET, [DELHI.lon, DELHI.lat, 0], 1013.25, 15);
  assert.equal(r.flag, 0);
  return r.data;
}
function dayOf(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sunrise = event(midnight(y, m, d), C.SE_SUN, 'rise');
  const sunset = event(sunrise, C.SE_SUN, 'set');
  return { sunrise, sunset, nextSunrise: event(sunset, C.SE_SUN, 'rise') };
}
/** "D-M-YYYY H:M" in IST → JD UT (the printed minute, so up to a minute before the instant). */
function jdOf(text: string): number {
  const m = /^(\d+)-(\d+)-(\d+) (\d+):(\d+)$/.exec(text);
  assert.ok(m, text);
  return sweph.julday(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4]) + Number(m[5]) / 60 - DELHI.tzone, C.SE_GREG_CAL);
}
/** Which tithi (1 … 30) a festival's answer is about: the one current just after tithi_start. */
const tithiOfAnswer = (a: Muhurta) => tithiAt(jdOf(a.tithi_start!) + 1.5 * MINUTE);
const within = (jd: number, t: number) => tithiAt(jd) === t;
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return `${t.getUTCFullYear()}-${t.getUTCMonth() + 1}-${t.getUTCDate()}`;
}

describe('dates against the Government of India lists (New Delhi)', () => {
  for (const [year, entries] of Object.entries(PUBLISHED_FESTIVALS)) {
    it(`${year}: every listed festival on the listed day, or on the day docs/festivals.md explains`, async () => {
      const { status, festivals } = await yearly(Number(year));
      assert.equal(status, true);
      for (const e of entries) {
        const expected = e.ours ?? e.date;
        const hit = festivals.find((f) => f.festival_key === e.key && `${f.year}-${f.month}-${f.date}` === expected);
        assert.ok(hit, `${e.listed} (${e.key}) expected on ${expected}; listed ${e.date}`);
      }
      assert.deepEqual(festivals, (await yearly(Number(year), DELHI)).festivals, 'the default place is New Delhi');
    });
  }

  it('2024 Makar Sankranti: the Sun enters sidereal Capricorn after the sunset of 14 January, so the festival is on the 15th', () => {
    const day = dayOf('2024-1-14');
    assert.ok(siderealSun(day.sunset) < 270 && siderealSun(day.nextSunrise) >= 270);
  });

  it('2025 Janmashtami: Krishna Ashtami holds at the midnight after 15 August (the Smarta day; the gazetted 16th is the Vaishnava one)', () => {
    assert.ok(within(midnight(2025, 8, 16), 23));
  });

  it('2025 Vaisakhi: the Sun enters sidereal Aries after the sunset of 13 April and before that of the 14th, so the day is the 14th', () => {
    assert.ok(siderealSun(dayOf('2025-4-13').sunset) > 330);
    assert.ok(siderealSun(dayOf('2025-4-14').sunset) < 30);
  });

  it('2026 Govardhan Puja: Amavasya is current at the sunrise of 9 November, Shukla Pratipada at that of the 10th', () => {
    assert.equal(tithiAt(dayOf('2026-11-9').sunrise), 30);
    assert.equal(tithiAt(dayOf('2026-11-10').sunrise), 1);
  });
});

describe('each festival’s rule, checked with sweph', () => {
  it('Diwali 2024-2026: the Amavasya holds during pradosh (the fifth of the night after sunset) of the returned day', async () => {
    for (const year of [2024, 2025, 2026]) {
      const a = await muhurta('DIWALI', year);
      const day = dayOf(a.festival_date!);
      const pradoshEnd = day.sunset + (day.nextSunrise - day.sunset) / 5;
      assert.equal(a.karmakala, 'pradosh');
      assert.ok([day.sunset + MINUTE, (day.sunset + pradoshEnd) / 2, pradoshEnd - MINUTE].some((jd) => within(jd, 30)), `${year}`);
      assert.ok(jdOf(a.muhurta_start_time!) >= day.sunset - 2 * MINUTE && jdOf(a.muhurta_end_time!) <= pradoshEnd + MINUTE);
    }
  });

  // Bhadra (Vishti karana) is the Purnima's first half: elongation 168° to 174°. Each case below is the
  // step of the rule (docs/festivals.md, "Bhadra") that the sky of that year calls for, shown with sweph.
  const near = (a: number, b: number) => Math.abs(a - b) <= 2 * MINUTE;
  const crosses = (printed: string, degrees: number) => {
    const jd = jdOf(printed);
    return elongation(jd - MINUTE) < degrees && elongation(jd + 1.5 * MINUTE) >= degrees;
  };
  async function bhadraAnswer(key: string, year: number, date: string) {
    const a = await muhurta(key, year);
    assert.equal(a.festival_date, date);
    assert.equal(a.bhadra_start, a.tithi_start);
    assert.ok(crosses(a.bhadra_start!, 168) && crosses(a.bhadra_end!, 174), `${key} ${year}: Bhadra is 168° to 174°`);
    return { a, bhadraEnd: jdOf(a.bhadra_end!), ms: jdOf(a.muhurta_start_time!), me: jdOf(a.muhurta_end_time!) };
  }
  const pradoshOf = (d: ReturnType<typeof dayOf>) => [d.sunset, d.sunset + (d.nextSunrise - d.sunset) / 5] as const;
  const aparahnaOf = (d: ReturnType<typeof dayOf>) => [d.sunrise + (3 * (d.sunset - d.sunrise)) / 5, d.sunrise + (4 * (d.sunset - d.sunrise)) / 5] as const;

  for (const [year, date] of [[2024, '2024-3-24'], [2025, '2025-3-13']] as const) {
    it(`Holika Dahan ${year}: Bhadra covers the pradosh of ${date} and ends before midnight; the fire is lit from its end to midnight`, async () => {
      const { bhadraEnd, ms, me } = await bhadraAnswer('HOLIKA_DAHAN', year, date);
      const day = dayOf(date);
      const mid = (day.sunset + day.nextSunrise) / 2;
      assert.ok(elongation(pradoshOf(day)[1]) < 174 && within(pradoshOf(day)[1], 15));
      assert.ok(bhadraEnd > pradoshOf(day)[1] && bhadraEnd < mid && within(mid, 15));
      assert.ok(near(ms, bhadraEnd) && near(me, mid));
    });
  }

  it('Holika Dahan 2026: Bhadra covers the midnight after 2 March; the Purnima lasts 3½ prahars after the sunrise of the 3rd, so the fire is that evening’s pradosh (and Holi the 4th)', async () => {
    const { bhadraEnd, ms, me } = await bhadraAnswer('HOLIKA_DAHAN', 2026, '2026-3-3');
    const second = dayOf('2026-3-2');
    const third = dayOf('2026-3-3');
    assert.ok(elongation((second.sunset + second.nextSunrise) / 2) < 174 && bhadraEnd < third.sunrise);
    assert.ok(within(third.sunrise + (7 / 8) * (third.sunset - third.sunrise), 15) && tithiAt(third.sunset) === 16);
    assert.ok(near(ms, pradoshOf(third)[0]) && near(me, pradoshOf(third)[1]));
  });

  it('Raksha Bandhan 2024: Bhadra ends in the aparahna of 19 August; the thread is tied from its end to the aparahna’s end', async () => {
    const { bhadraEnd, ms, me } = await bhadraAnswer('RAKSHA_BANDHAN', 2024, '2024-8-19');
    const [from, to] = aparahnaOf(dayOf('2024-8-19'));
    assert.ok(bhadraEnd < to && within(to, 15));
    assert.ok(near(ms, Math.max(from, bhadraEnd)) && near(me, to));
  });

  for (const [year, eve, date] of [[2025, '2025-8-8', '2025-8-9'], [2026, '2026-8-27', '2026-8-28']] as const) {
    it(`Raksha Bandhan ${year}: Bhadra covers the aparahna of ${eve}; the Purnima has ended by the aparahna of ${date} but lasts over 6 ghatis after its sunrise, so the thread is tied from sunrise to the Purnima's end`, async () => {
      const { a, bhadraEnd, ms, me } = await bhadraAnswer('RAKSHA_BANDHAN', year, date);
      assert.ok(elongation(aparahnaOf(dayOf(eve))[1]) < 174);
      const day = dayOf(date);
      assert.ok(bhadraEnd < day.sunrise + 6 * 24 * MINUTE && within(day.sunrise + 6 * 24 * MINUTE, 15) && tithiAt(aparahnaOf(day)[0]) === 16);
      assert.ok(near(ms, Math.max(day.sunrise, bhadraEnd)) && a.muhurta_end_time === a.tithi_end && me < aparahnaOf(day)[0]);
    });
  }

  for (const year of [2024, 2025, 2026]) it(`${year}, every lunar festival: tithi_start and tithi_end are the tithi’s boundaries, and the tithi holds at its kala on the returned day`, async () => {
    const { festivals } = await yearly(year);
    for (const f of festivals) {
      const a = await muhurta(f.festival_key, year);
      assert.equal(a.festival_date, `${f.year}-${f.month}-${f.date}`);
      if (a.karmakala === 'sankranti' || a.karmakala === 'day_after') continue;
      const start = jdOf(a.tithi_start!);
      const end = jdOf(a.tithi_end!);
      const t = tithiOfAnswer(a);
      // The printed minute is at most a minute before the instant.
      assert.notEqual(tithiAt(start - MINUTE), t, `${f.festival_key} starts`);
      assert.equal(tithiAt(end - MINUTE), t, `${f.festival_key} holds till its end`);
      assert.notEqual(tithiAt(end + 1.5 * MINUTE), t, `${f.festival_key} ends`);
      // Holika Dahan and Raksha Bandhan take their day by the Bhadra rules, checked below.
      if (a.bhadra_end !== undefined) continue;
      const day = dayOf(a.festival_date);
      const daytime = day.sunset - day.sunrise;
      const night = day.nextSunrise - day.sunset;
      const kala: Record<string, [number, number]> = {
        purvahna: [day.sunrise, day.sunrise + daytime / 2],
        madhyahna: [day.sunrise + (2 * daytime) / 5, day.sunrise + (3 * daytime) / 5],
        aparahna: [day.sunrise + (3 * daytime) / 5, day.sunrise + (4 * daytime) / 5],
        pradosh: [day.sunset, day.sunset + night / 5],
        nishita: [day.sunset + (7 * night) / 15, day.sunset + (8 * night) / 15],
      };
      if (a.karmakala === 'sunrise') {
        // At sunrise, unless the tithi touches no sunrise at all (kshaya: then it began that day), or, for an
        // ekadashi fast, its dwadashi ends before the sunrise after the ekadashi's (then the fast is the day before).
        const kshaya = start > day.sunrise && end < day.nextSunrise;
        const early = a.hari_vasara !== undefined && start > day.sunrise && within(day.nextSunrise + MINUTE, t) && tithiAt(dayOf(nextDate(nextDate(a.festival_date))).sunrise) !== t + 1;
        assert.ok(within(day.sunrise + MINUTE, t) || kshaya || early, `${f.festival_key} at sunrise`);
      } else if (a.karmakala === 'moonrise') {
        // At moonrise; when no moonrise falls in the tithi, the sunrise rule.
        assert.ok(within(jdOf(a.moonrise!) + MINUTE, t) || (within(day.sunrise + MINUTE, t) && !within(jdOf(a.moonrise!) + 1.5 * MINUTE, t)), `${f.festival_key} at moonrise`);
      } else {
        const [from, to] = kala[a.karmakala]!;
        const ms = jdOf(a.muhurta_start_time!);
        const me = jdOf(a.muhurta_end_time!);
        assert.ok(ms >= from - 2 * MINUTE && me <= to + MINUTE, `${f.festival_key} muhurta inside its ${a.karmakala}`);
        assert.ok(within(ms + 1.5 * MINUTE, t) && within(me - MINUTE, t), `${f.festival_key} holds through its muhurta`);
      }
    }
  });

  it('Makar Sankranti 2025: sankranti_moment is the Sun’s sidereal ingress into Capricorn; punya kala from it to sunset, maha punya its first 96 minutes', async () => {
    const a = await muhurta('MAKAR_SANKRANTI', 2025);
    const moment = jdOf(a.sankranti_moment!);
    assert.ok(siderealSun(moment) < 270 && siderealSun(moment + 1.5 * MINUTE) >= 270);
    const day = dayOf('2025-1-14');
    assert.equal(a.punya_kal!.start_time, a.sankranti_moment);
    assert.ok(Math.abs(jdOf(a.punya_kal!.end_time) - day.sunset) < 2 * MINUTE);
    assert.ok(Math.abs(jdOf(a.maha_punya_kal!.end_time) - moment - 96 * MINUTE) <= MINUTE);
  });

  it('Dev Uthani Ekadashi 2025: hari vasara is the first quarter of the Dwadashi; the parana is the next morning, after it and within the Dwadashi', async () => {
    const a = await muhurta('DEV_UTHANI_EKADASHI', 2025);
    const dwadashiStart = jdOf(a.tithi_end!);
    const hari = jdOf(a.hari_vasara!);
    assert.equal(tithiAt(hari), 12);
    const [p] = a.paran_muhurta!;
    assert.ok(p);
    const next = dayOf(nextDate(a.festival_date!));
    assert.ok(jdOf(p.start_time) >= Math.max(hari, next.sunrise) - MINUTE);
    assert.equal(tithiAt(jdOf(p.end_time)), 12);
    assert.ok(hari > dwadashiStart);
  });

  it('2026 has an adhika Jyeshtha (two new moons with the Sun in sidereal Taurus): Nirjala Ekadashi falls in the month after it', async () => {
    // New moons by bisection on sweph's elongation, in the test's own code.
    const newMoon = (lo: number, hi: number) => {
      for (let i = 0; i < 50; i++) { const mid = (lo + hi) / 2; if (elongation(mid) > 180) lo = mid; else hi = mid; }
      return hi;
    };
    const first = newMoon(midnight(2026, 5, 14), midnight(2026, 5, 19));
    const second = newMoon(midnight(2026, 6, 13), midnight(2026, 6, 17));
    assert.equal(Math.floor(siderealSun(first) / 30), 1);
    assert.equal(Math.floor(siderealSun(second) / 30), 1);
    const a = await muhurta('NIRJALA_EKADASHI', 2026);
    const start = jdOf(a.tithi_start!);
    assert.ok(start > second && start < second + 15, `Nirjala begins ${a.tithi_start}, after the adhika month ending JD ${second}`);
  });
});

describe('the other endpoints and refusals', () => {
  it('panchang_festival: 20 October 2025 in New Delhi holds Naraka Chaturdashi and Diwali; 21 October none', async () => {
    const diwali = await server.answer<{ status: boolean; festivals: string[] }>('/v1/panchang_festival', { day: 20, month: 10, year: 2025, hour: 12, min: 0, ...DELHI });
    assert.deepEqual(diwali, { status: true, festivals: ['Naraka Chaturdashi', 'Diwali / Lakshmi Puja'] });
    const next = await server.answer<{ festivals: string[] }>('/v1/panchang_festival', { day: 21, month: 10, year: 2025, hour: 12, min: 0, ...DELHI });
    assert.deepEqual(next.festivals, []);
  });

  it('names in Hindi when asked (month, paksha and tithi too; keys and codes stay English); other languages get English', async () => {
    const hi = await server.post('/v1/festival_muhurta', { festival_name: 'DIWALI', year: 2025 }, { 'accept-language': 'hi' });
    assert.equal(hi.headers.get('content-language'), 'hi');
    const a = (await hi.json()) as Muhurta & { festival: string; festival_key: string; paksha: string; hindu_month: { amanta: string } };
    assert.deepEqual([a.festival, a.festival_key, a.paksha, a.tithi, a.hindu_month.amanta, a.karmakala], ['दीवाली / लक्ष्मी पूजा', 'DIWALI', 'कृष्ण', 'अमावस्या', 'आश्विन', 'pradosh']);
    const ta = await server.post('/v1/panchang_festival', { day: 4, month: 9, year: 2026, hour: 0, min: 0, ...DELHI }, { 'accept-language': 'ta' });
    assert.equal(ta.headers.get('content-language'), 'en');
    assert.deepEqual(((await ta.json()) as { festivals: string[] }).festivals, ['Krishna Janmashtami']);
    const year = await server.answer<{ festivals: Listed[] }>('/v1/yearly_festivals', { year: 2026 }, { 'accept-language': 'hi-IN' });
    assert.equal(year.festivals.find((f) => f.festival_key === 'BHAI_DOOJ')!.festival, 'भाई दूज');
  });

  it('festival_muhurta takes the year from festival_date, latitude/longitude/timezone for lat/lon/tzone, and a form body', async () => {
    const a = await server.answer<Muhurta>('/v1/festival_muhurta', { festival_name: 'diwali', festival_date: '2024-11-1', latitude: 28.6139, longitude: 77.209, timezone: 5.5 });
    assert.equal(a.festival_date, '2024-10-31');
    const form = await server.post('/v1/festival_muhurta', 'festival_name=HOLI&year=2025', { 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(form.status, 200);
    assert.equal(((await form.json()) as Muhurta).festival_date, '2025-3-14');
  });

  it('refuses a missing year, an unknown festival and a year outside 1801-2398, naming the field', async () => {
    for (const [body, field] of [
      [{ festival_name: 'DIWALI', festival_date: '' }, 'year'],
      [{ festival_name: 'NEW_YEAR', year: 2025 }, 'festival_name'],
      [{ festival_name: 'DIWALI', festival_date: '1700-1-1' }, 'festival_date'],
    ] as const) {
      const r = await server.post('/v1/festival_muhurta', body);
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { errors: { field: string }[] }).errors[0]!.field, field);
    }
    for (const [path, body] of [['/v1/yearly_festivals', { year: 1800 }], ['/v1/panchang_festival', { day: 31, month: 12, year: 2399, hour: 0, min: 0, ...DELHI }]] as const) {
      const r = await server.post(path, body);
      assert.equal(r.status, 400);
      assert.equal(((await r.json()) as { errors: { field: string }[] }).errors[0]!.field, 'year');
    }
  });
});
