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
/** Added to a whole-name match's population so it ranks before every prefix match (populations stay below 2^32). */
const WHOLE = 2 ** 32;
/** Texts this short have runs long enough (up to ~9,000 keys for "sa") to rank their places ahead. */
const SHORT_TEXT_LENGTHS = [1, 2, 3];
/** How many places are ranked ahead for the short texts (the largest maxRows served from them). */
const POPULAR_ROWS = 100;

export class Gazetteer {
  private readonly places: Place[] = [];
  /**
   * The name and the ASCII spelling of every place as keys in code-unit order, and the place each
   * belongs to: the keys that begin with a text are one run, found by binary search, whose whole-name
   * matches come first (a key sorts before its extensions).
   */
  private readonly prefixKeys: string[];
  private readonly owners: Int32Array;
  /** The search a place was last seen in, so each is ranked once without a set per search. */
  private readonly seenIn: Int32Array;
  private searches = 0;
  /** Alternate names (Bombay, Benares), matched whole only: as prefixes they drown the real names in old and foreign ones. */
  private readonly alternateKeys = new Map<string, number | number[]>();
  private readonly regionKeys = new Map<string, string>();
  /** For texts of one to three characters, whose runs are long: the most populous places of each run, largest first. */
  private readonly popular = new Map<string, Int32Array>();

  constructor(records: Iterable<PlaceRecord>, regionNames: ReadonlyMap<string, string>) {
    const intern = new Map<string, string>();
    const entries: string[] = []; // `key NUL index`: one native sort orders keys and carries their places
    const shared = (s: string) => intern.get(s) ?? (intern.set(s, s), s);
    for (const r of records) {
      const index = this.places.length;
      this.places.push({
        name: r.name, latitude: r.latitude, longitude: r.longitude, countryCode: shared(r.countryCode),
        admin1Code: shared(r.admin1Code), population: r.population, timeZone: shared(r.timeZone),
      });
      const name = nameKey(r.name), ascii = nameKey(r.asciiName);
      if (name) entries.push(`${name}\u0000${index}`);
      if (ascii && ascii !== name) entries.push(`${ascii}\u0000${index}`);
      for (const alternate of r.alternateNames) {
        if (!LATIN_NAME.test(alternate) || CODE.test(alternate)) continue;
        const key = nameKey(alternate);
        if (key && key !== name && key !== ascii) this.addAlternate(key, index);
      }
    }
    entries.sort();
    this.prefixKeys = entries.map((e) => e.slice(0, e.indexOf('\u0000')));
    this.owners = Int32Array.from(entries, (e) => Number(e.slice(e.indexOf('\u0000') + 1)));
    this.seenIn = new Int32Array(this.places.length);
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
    const search = this.nextSearch();
    const best = new TopPlaces(maxRows);
    const consider = (index: number, whole: boolean) => {
      if (this.seenIn[index] === search) return;
      this.seenIn[index] = search;
      const place = this.places[index]!;
      if (qualifiers.length && !qualifiers.every((q) => this.qualifies(place, q))) return;
      best.offer(index, (whole ? WHOLE : 0) + place.population);
    };
    const alternate = this.alternateKeys.get(head);
    for (const index of typeof alternate === 'number' ? [alternate] : alternate ?? []) consider(index, true);
    const popular = !qualifiers.length && maxRows <= POPULAR_ROWS ? this.popular.get(head) : undefined;
    for (let i = this.lowerBound(head); i < this.prefixKeys.length; i++) {
      const key = this.prefixKeys[i]!;
      if (!key.startsWith(head)) break;
      const whole = key.length === head.length;
      if (popular && !whole) break; // the whole-name matches lead the run; the rest is ranked already
      consider(this.owners[i]!, whole);
    }
    for (const index of popular ?? []) consider(index, false);
    return best.indices().map((index) => this.places[index]!);
  }

  /** A number no place has been marked with since the marks were last cleared (they are, when the count would leave an Int32). */
  private nextSearch(): number {
    if (this.searches === 0x7fffffff) {
      this.seenIn.fill(0);
      this.searches = 0;
    }
    return ++this.searches;
  }

  private rankShortRuns(): void {
    const runs = new Map<string, Set<number>>();
    for (let i = 0; i < this.prefixKeys.length; i++) {
      const key = this.prefixKeys[i]!, index = this.owners[i]!;
      for (const length of SHORT_TEXT_LENGTHS) {
        if (key.length < length) continue;
        const prefix = key.slice(0, length);
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

/** The best places offered so far, at most `size`: by score, larger first, then the earlier offered. */
class TopPlaces {
  private readonly kept: { index: number; score: number }[] = [];
  constructor(private readonly size: number) {}

  offer(index: number, score: number): void {
    const kept = this.kept;
    if (kept.length === this.size && kept[kept.length - 1]!.score >= score) return;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.score < score) at--;
    kept.splice(at, 0, { index, score });
    if (kept.length > this.size) kept.pop();
  }

  indices(): number[] {
    return this.kept.map((k) => k.index);
  }
}

let loaded: Gazetteer | undefined;

/** The gazetteer of the packaged GeoNames data, read and indexed at its first use. */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readPlaces(), readRegionNames());
  return loaded;
}
