// The place search behind geo_details: every name a place is known by (its name, the ASCII
// spelling, GeoNames' alternate names) folded to a key (names.ts) and sorted once, so a query
// is a binary search for the first key it begins, then a walk over the keys that begin with it.
import { readPlaces, readRegionNames, type PlaceRecord } from './gazetteer-data.js';
import { nameKey } from './names.js';
import { countryMatcher } from './countries.js';

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  countryCode: string;
  /** GeoNames' first-level administrative code (a US state's postal code, a number elsewhere). */
  admin1Code: string;
  population: number;
  /** IANA time-zone id, as GeoNames gives it for the place. */
  timeZone: string;
}

/** Alternate names worth a key: Latin script only (what people type for a birth place), and not codes such as "BOM". */
const LATIN_NAME = /^[\u0020-\u024f\u1e00-\u1eff\u2019]+$/;
const CODE = /^[A-Z]{3,4}$/;
/** How many places are ranked ahead for the short texts (the largest maxRows served from them). */
const POPULAR_ROWS = 100;

export class Gazetteer {
  private readonly places: Place[] = [];
  /**
   * The name and the ASCII spelling of every place as `key NUL index`, in code-unit order: the
   * keys that begin with a text are one run of this list, found by binary search.
   */
  private readonly prefixKeys: string[] = [];
  /** Alternate names (Bombay, Benares), matched whole only: as prefixes they drown the real names in old and foreign ones. */
  private readonly alternateKeys = new Map<string, number | number[]>();
  private readonly regionKeys = new Map<string, string>();
  /** For texts of one or two characters, whose runs are long: the most populous places of each run, largest first. */
  private readonly popular = new Map<string, Int32Array>();

  constructor(records: Iterable<PlaceRecord>, regionNames: ReadonlyMap<string, string>) {
    const intern = new Map<string, string>();
    const shared = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
    for (const r of records) {
      const index = this.places.length;
      this.places.push({
        name: r.name, latitude: r.latitude, longitude: r.longitude, countryCode: shared(r.countryCode),
        admin1Code: shared(r.admin1Code), population: r.population, timeZone: shared(r.timeZone),
      });
      const name = nameKey(r.name), ascii = nameKey(r.asciiName);
      if (name) this.prefixKeys.push(`${name}\u0000${index}`);
      if (ascii && ascii !== name) this.prefixKeys.push(`${ascii}\u0000${index}`);
      for (const alternate of r.alternateNames) {
        if (!LATIN_NAME.test(alternate) || CODE.test(alternate)) continue;
        const key = nameKey(alternate);
        if (key && key !== name && key !== ascii) this.addAlternate(key, index);
      }
    }
    this.prefixKeys.sort();
    this.rankShortRuns();
    for (const [code, name] of regionNames) this.regionKeys.set(code, nameKey(name));
  }

  get size(): number {
    return this.places.length;
  }

  /**
   * Places whose name begins with the text before the first comma, or one of whose alternate
   * names is that text; each further comma-separated part must name the place's country (ISO
   * code or English name) or its first-level region (code or name, or their beginning). Whole-name
   * matches come first, then the rest; each group by population, larger first. An empty or unknown
   * text finds nothing.
   */
  search(text: string, maxRows: number): Place[] {
    const [head = '', ...rest] = text.split(',').map(nameKey);
    if (!head || maxRows < 1) return [];
    const qualifiers = rest.filter(Boolean);
    const whole = new Map<number, boolean>();
    const popular = !qualifiers.length && maxRows <= POPULAR_ROWS ? this.popular.get(head) : undefined;
    const consider = (index: number, isWhole: boolean) => {
      if (whole.get(index) || (qualifiers.length && !qualifiers.every((q) => this.qualifies(this.places[index]!, q)))) return;
      whole.set(index, isWhole);
    };
    const alternate = this.alternateKeys.get(head);
    for (const index of typeof alternate === 'number' ? [alternate] : alternate ?? []) consider(index, true);
    for (let i = this.lowerBound(head); i < this.prefixKeys.length; i++) {
      const entry = this.prefixKeys[i]!;
      if (!entry.startsWith(head)) break;
      const cut = entry.indexOf('\u0000', head.length);
      if (popular && cut !== head.length) break; // the whole-name matches lead the run; the rest is ranked already
      consider(Number(entry.slice(cut + 1)), cut === head.length);
    }
    for (const index of popular ?? []) consider(index, false);
    return [...whole]
      .sort(([a, wa], [b, wb]) => Number(wb) - Number(wa) || this.places[b]!.population - this.places[a]!.population || a - b)
      .slice(0, maxRows)
      .map(([index]) => this.places[index]!);
  }

  private rankShortRuns(): void {
    const runs = new Map<string, Set<number>>();
    for (const entry of this.prefixKeys) {
      const index = Number(entry.slice(entry.indexOf('\u0000') + 1));
      for (const length of [1, 2]) {
        if (entry.indexOf('\u0000') < length) continue;
        const prefix = entry.slice(0, length);
        const run = runs.get(prefix) ?? runs.set(prefix, new Set()).get(prefix)!;
        run.add(index);
      }
    }
    const byPopulation = (a: number, b: number) => this.places[b]!.population - this.places[a]!.population || a - b;
    for (const [prefix, run] of runs) this.popular.set(prefix, Int32Array.from([...run].sort(byPopulation).slice(0, POPULAR_ROWS)));
  }

  private addAlternate(key: string, index: number): void {
    const known = this.alternateKeys.get(key);
    if (known === undefined) this.alternateKeys.set(key, index);
    else if (typeof known === 'number') { if (known !== index) this.alternateKeys.set(key, [known, index]); }
    else if (!known.includes(index)) known.push(index);
  }

  private qualifies(place: Place, qualifier: string): boolean {
    if (countryMatcher(qualifier)(place.countryCode)) return true;
    if (place.admin1Code.toLowerCase() === qualifier) return true;
    const region = this.regionKeys.get(`${place.countryCode}.${place.admin1Code}`);
    return region !== undefined && region.startsWith(qualifier);
  }

  private lowerBound(key: string): number {
    let lo = 0, hi = this.prefixKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.prefixKeys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

let loaded: Gazetteer | undefined;

/** The gazetteer of the packaged GeoNames data, read and indexed at its first use. */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readPlaces(), readRegionNames());
  return loaded;
}
