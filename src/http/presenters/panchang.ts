// Serialises a panchang in the reference service's shapes, naming things in one language.
import { localMidnightUt, unixMsFromJd } from '../../astro/time.js';
import type { Vocabulary } from '../../i18n/index.js';
import { pakshaName, tithiName, type LunarDayVocabulary } from '../../i18n/lunar-day.js';
import type { PanchangVocabulary } from '../../i18n/panchang.js';
import { SAMVATSARAS } from '../../i18n/samvatsaras.js';
import type { Language } from '../../i18n/languages.js';
import { KARANAS } from '../../vedic/karanas.js';
import type { CivilDate, Panchang, Period } from '../../vedic/panchang.js';
import { INAUSPICIOUS_YOGAS, NAKSHATRA_FACE, NAKSHATRA_FACES, NAKSHATRA_NATURE, NAKSHATRA_NATURES, tithiClass, TITHI_CLASSES } from '../../vedic/panchang-tables.js';
import { nakshatraLord } from '../../vedic/zodiac.js';
import { formatClock, formatClock12 } from './dates.js';

export interface PanchangWords {
  language: Language;
  base: Vocabulary;
  lunar: LunarDayVocabulary;
  panchang: PanchangVocabulary;
}

const clockOrNull = (jd: number | null, tzone: number) => (jd === null ? null : formatClock(jd, tzone));

/** Name index of a tithi in LunarDayVocabulary.tithis: 1–14, then Purnima 14, Amavasya 15. */
const tithiNameIndex = (t: Panchang['tithi']) => (t.inPaksha < 15 ? t.inPaksha - 1 : t.paksha === 'shukla' ? 14 : 15);

export function ending(endJd: number, date: CivilDate, tzone: number) {
  // Whole seconds since the midnight that starts the requested date (1 ms nudge: see time.ts).
  const seconds = Math.floor((endJd - localMidnightUt(date.year, date.month, date.day, tzone)) * 86400 + 1e-3);
  return {
    end_time: { hour: Math.floor(seconds / 3600), minute: Math.floor((seconds % 3600) / 60), second: seconds % 60 },
    end_time_ms: unixMsFromJd(endJd),
  };
}

function period(p: Period | null, tzone: number, withSeconds: boolean) {
  return p && { start: formatClock12(p.start, tzone, withSeconds), end: formatClock12(p.end, tzone, withSeconds) };
}

export function presentBasicPanchang(p: Panchang, tzone: number, w: PanchangWords) {
  return {
    day: w.panchang.weekdays[p.weekday],
    tithi: tithiName(w.lunar, p.tithi, '-'),
    yog: w.lunar.yogas[p.yoga.number - 1],
    nakshatra: w.base.nakshatras[p.nakshatra.index],
    karan: w.lunar.karanas[p.karana.karana],
    sunrise: clockOrNull(p.sunrise, tzone),
    sunset: clockOrNull(p.sunset, tzone),
    vedic_sunrise: clockOrNull(p.vedicSunrise, tzone),
    vedic_sunset: clockOrNull(p.vedicSunset, tzone),
  };
}

export function presentAdvancedPanchang(p: Panchang, date: CivilDate, tzone: number, w: PanchangWords) {
  const { base, lunar, panchang: v } = w;
  const cls = TITHI_CLASSES.indexOf(tithiClass(p.tithi.inPaksha));
  const karana = KARANAS[p.karana.karana]!;
  const karanaKind = karana === 'vishti' ? 2 : p.karana.karana >= 1 && p.karana.karana <= 7 ? 0 : 1;
  const yogas = p.panchangYogas.map((y) => v.panchangYogas[y === 'sarvarthaSiddhi' ? 0 : 1]);
  return {
    day: v.weekdays[p.weekday],
    sunrise: clockOrNull(p.sunrise, tzone),
    sunset: clockOrNull(p.sunset, tzone),
    moonrise: clockOrNull(p.moonrise, tzone),
    moonset: clockOrNull(p.moonset, tzone),
    vedic_sunrise: clockOrNull(p.vedicSunrise, tzone),
    vedic_sunset: clockOrNull(p.vedicSunset, tzone),
    tithi: {
      details: {
        tithi_number: p.tithi.number,
        tithi_name: tithiName(lunar, p.tithi, '-'),
        special: v.tithiClasses[cls],
        summary: v.tithiClassSummaries[cls],
        deity: v.tithiDeities[tithiNameIndex(p.tithi)],
      },
      ...ending(p.tithi.endJd, date, tzone),
    },
    nakshatra: {
      details: {
        nak_number: p.nakshatra.index + 1,
        nak_name: base.nakshatras[p.nakshatra.index],
        ruler: base.planets[nakshatraLord(p.nakshatra.index)],
        deity: v.nakshatraDeities[p.nakshatra.index],
        special: v.nakshatraFaces[NAKSHATRA_FACES.indexOf(NAKSHATRA_FACE[p.nakshatra.index]!)],
        summary: v.nakshatraNatures[NAKSHATRA_NATURES.indexOf(NAKSHATRA_NATURE[p.nakshatra.index]!)],
      },
      ...ending(p.nakshatra.endJd, date, tzone),
    },
    yog: {
      details: {
        yog_number: p.yoga.number,
        yog_name: lunar.yogas[p.yoga.number - 1],
        special: v.yogaKinds[INAUSPICIOUS_YOGAS.has(p.yoga.number) ? 1 : 0],
        meaning: v.yogaMeanings[p.yoga.number - 1],
      },
      ...ending(p.yoga.endJd, date, tzone),
    },
    karan: {
      details: {
        karan_number: p.karana.karana + 1,
        karan_name: lunar.karanas[p.karana.karana],
        special: v.karanaKinds[karanaKind],
        deity: v.karanaDeities[p.karana.karana],
      },
      ...ending(p.karana.endJd, date, tzone),
    },
    hindu_maah: {
      adhik_status: p.month.adhik,
      purnimanta: v.months[p.month.purnimanta],
      amanta: v.months[p.month.amanta],
      amanta_id: p.month.amanta + 1,
      purnimanta_id: p.month.purnimanta + 1,
    },
    paksha: pakshaName(lunar, p.tithi.paksha),
    ritu: v.ritus[p.ritu],
    sun_sign: base.signs[p.sunSign],
    moon_sign: base.signs[p.moonSign],
    ayana: v.ayanas[p.ayana === 'uttarayana' ? 0 : 1],
    panchang_yog: yogas.length ? ` ${yogas.join(', ')}` : '',
    vikram_samvat: p.vikramSamvat,
    shaka_samvat: p.shakaSamvat,
    vkram_samvat_name: SAMVATSARAS[w.language][p.vikramSamvatsara],
    shaka_samvat_name: SAMVATSARAS[w.language][p.shakaSamvatsara],
    disha_shool: p.dishaShool,
    disha_shool_remedies: `${v.dishaShoolRemedy.before} ${v.dishaShoolRemedy.acts[p.weekday]}`,
    nak_shool: { direction: p.nakShool ?? 'NONE', remedies: p.nakShool ? v.nakShoolRemedy : '' },
    moon_nivas: p.moonNivas,
    abhijit_muhurta: period(p.abhijit, tzone, false),
    rahukaal: period(p.rahuKaal, tzone, true),
    guliKaal: period(p.gulikaKaal, tzone, true),
    yamghant_kaal: period(p.yamaganda, tzone, true),
  };
}
