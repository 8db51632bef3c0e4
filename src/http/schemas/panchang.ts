// Answers of the panchang endpoints, key order as the reference service's clients read them
// (more-endpoints.md §8).
import { Type } from 'typebox';

const clock = (what: string) =>
  Type.Union([Type.String({ description: `${what}, H:M:S local time on the requested date, not zero-padded`, examples: ['6:49:18'] }), Type.Null()], {
    description: `${what} as H:M:S local time, or null when it does not happen that date`,
  });

const EndTime = Type.Object(
  { hour: Type.Integer({ minimum: 0 }), minute: Type.Integer({ minimum: 0, maximum: 59 }), second: Type.Integer({ minimum: 0, maximum: 59 }) },
  { description: 'Local clock time (request tzone) the element ends, truncated to the second; hours count from the midnight that starts the requested date, so an end on the next day reads 24 or more (26:15:00 is 2:15 the next day)' },
);
export const ending = <T extends ReturnType<typeof Type.Object>>(details: T) =>
  Type.Object({ details, end_time: EndTime, end_time_ms: Type.Integer({ description: 'The same instant as Unix epoch milliseconds' }) });

export const Period = (what: string, example: string) =>
  Type.Union([Type.Object({ start: Type.String({ examples: [example] }), end: Type.String() }), Type.Null()], {
    description: `${what}; null when the date has no sunrise or no sunset after it (polar night, midnight sun)`,
  });

const basic = {
  day: Type.String({ description: 'Weekday of the requested date' }),
  tithi: Type.String({ description: 'Paksha and tithi, e.g. Shukla-Ashtami' }),
  yog: Type.String(),
  nakshatra: Type.String(),
  karan: Type.String(),
  sunrise: clock('Sunrise (the Sun’s upper limb on a sea-level horizon with standard refraction)'),
  sunset: clock('Sunset: the first after that sunrise, on the next date when the daytime runs past midnight (null without a sunrise, or when the Sun does not set within a day of it)'),
  vedic_sunrise: clock('Vedic sunrise (the Sun’s centre on the geometric horizon, no refraction)'),
  vedic_sunset: clock('Vedic sunset: the first after that vedic sunrise, as for sunset'),
};

export const BasicPanchangResponse = Type.Object(basic);

export const AdvancedPanchangResponse = Type.Object({
  day: basic.day,
  sunrise: basic.sunrise,
  sunset: basic.sunset,
  moonrise: clock('Moonrise (the Moon’s upper limb on a sea-level horizon with standard refraction, parallax included)'),
  moonset: clock('Moonset'),
  vedic_sunrise: basic.vedic_sunrise,
  vedic_sunset: basic.vedic_sunset,
  tithi: ending(Type.Object({ tithi_number: Type.Integer({ minimum: 1, maximum: 30 }), tithi_name: Type.String(), special: Type.String(), summary: Type.String(), deity: Type.String() })),
  nakshatra: ending(Type.Object({ nak_number: Type.Integer({ minimum: 1, maximum: 27 }), nak_name: Type.String(), ruler: Type.String(), deity: Type.String(), special: Type.String(), summary: Type.String() })),
  yog: ending(Type.Object({ yog_number: Type.Integer({ minimum: 1, maximum: 27 }), yog_name: Type.String(), special: Type.String(), meaning: Type.String() })),
  karan: ending(Type.Object({
    karan_number: Type.Integer({ minimum: 1, maximum: 11, description: '1 Kimstughna, 2–8 Bava … Vishti, 9 Shakuni, 10 Chatushpada, 11 Naga' }),
    karan_name: Type.String(), special: Type.String(), deity: Type.String(),
  })),
  hindu_maah: Type.Object({
    adhik_status: Type.Boolean({ description: 'An intercalary month: the Sun enters no new sign between its new moons' }),
    purnimanta: Type.String(),
    amanta: Type.String(),
    amanta_id: Type.Integer({ minimum: 1, maximum: 12, description: 'Chaitra 1 … Phalguna 12' }),
    purnimanta_id: Type.Integer({ minimum: 1, maximum: 12 }),
  }),
  paksha: Type.String({ examples: ['Shukla-Paksha'] }),
  ritu: Type.String(),
  sun_sign: Type.String(),
  moon_sign: Type.String(),
  ayana: Type.String(),
  panchang_yog: Type.String({ description: 'Weekday–nakshatra yogas in force, each after a space, comma-separated; empty when none', examples: [' Sarvarth Siddhi Yog'] }),
  vikram_samvat: Type.Integer(),
  shaka_samvat: Type.Integer(),
  vkram_samvat_name: Type.String(),
  shaka_samvat_name: Type.String(),
  disha_shool: Type.String({ enum: ['EAST', 'SOUTH', 'WEST', 'NORTH'] }),
  disha_shool_remedies: Type.String(),
  nak_shool: Type.Object({ direction: Type.String({ enum: ['NONE', 'EAST', 'SOUTH', 'WEST', 'NORTH'] }), remedies: Type.String() }),
  moon_nivas: Type.String({ enum: ['EAST', 'SOUTH', 'WEST', 'NORTH'] }),
  abhijit_muhurta: Period('The 8th of the 15 daytime muhurtas, hh:mm on a 12-hour clock', '11:45'),
  rahukaal: Period('Rahu kaal, hh : mm : ss on a 12-hour clock', '09 : 28 : 14'),
  guliKaal: Period('Gulika kaal', '06 : 49 : 18'),
  yamghant_kaal: Period('Yamaganda', '01 : 26 : 38'),
});
