// Pitra dosha: an affliction of the Sun (the significator of the father, hence of the forefathers) or of
// the 9th house (father, ancestors, dharma) by the nodes or Saturn.
//
// Rules, whole-sign, "with" meaning in the same sign (docs/reports.md): the dosha is present when any
// one holds.
// - sun_rahu, sun_ketu, sun_saturn: the Sun with Rahu, with Ketu, or with Saturn.
// - node_in_ninth: Rahu or Ketu in the 9th house from the ascendant.
// - ninth_lord_node: the 9th house's lord with Rahu or Ketu.
// Source: Brihat Parasara Hora Sastra, the chapter on curses of former births (Purva-janma-sapa), whose
// "curse of the father" (pitri-sapa) combinations afflict the Sun and the 9th and its lord by Saturn and
// the nodes; the Sun as karaka of the father and the 9th as the father's house are Brihat Jataka's and
// BPHS's (chapter on karakas), in their old English translations. The BPHS combinations there judge the 5th
// house (progeny) too; we keep the common modern reading, which names the Sun and the 9th only.
import { PlanetId } from '../vedic/zodiac.js';
import type { PitraRule } from './bank.js';
import { houseLord } from './gems.js';

/** What the rules read of a chart: each graha's sign and house, and the ascendant's sign. */
export interface SignsAndHouses {
  sign: number;
  house: number;
}

export const PITRA_RULES: readonly PitraRule[] = ['sun_rahu', 'sun_ketu', 'sun_saturn', 'node_in_ninth', 'ninth_lord_node'];

/** The rules a chart meets, in PITRA_RULES order; `chart` is indexed by planet id (ascendant at 9). */
export function pitraDosha(chart: readonly SignsAndHouses[]): PitraRule[] {
  const at = (id: PlanetId) => chart[id]!;
  const sun = at(PlanetId.Sun).sign;
  const nodes = [at(PlanetId.Rahu), at(PlanetId.Ketu)];
  const ninthLord = at(houseLord(at(PlanetId.Ascendant).sign, 9)).sign;
  const met: Record<PitraRule, boolean> = {
    sun_rahu: sun === at(PlanetId.Rahu).sign,
    sun_ketu: sun === at(PlanetId.Ketu).sign,
    sun_saturn: sun === at(PlanetId.Saturn).sign,
    node_in_ninth: nodes.some((n) => n.house === 9),
    ninth_lord_node: nodes.some((n) => n.sign === ninthLord),
  };
  return PITRA_RULES.filter((r) => met[r]);
}
