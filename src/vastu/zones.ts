// What each zone governs and how it is balanced. Sources: the zone table of
// shared/reference/vastu.md (common attributions of deity, planet and element; life areas), its colour
// remedies by element, and its concern-to-zone map (a design choice, documented there).
import type { Concern, Zone } from './types.js';

export interface ZoneInfo {
  name: string;
  lifeAreas: readonly string[];
  element: string;
  colours: string;
  /** Whether the zone should be kept light and open (true) or heavy and closed (false). */
  keepLight: boolean;
}

export const ZONE_INFO: Readonly<Record<Zone, ZoneInfo>> = {
  N: { name: 'north', lifeAreas: ['wealth', 'career opportunities', 'cash inflow'], element: 'water (Kubera, Mercury)', colours: 'green or blue', keepLight: true },
  NE: { name: 'north-east', lifeAreas: ['health', 'mental clarity', 'spirituality', 'wisdom', "children's growth"], element: 'water and space (Ishana, Jupiter)', colours: 'white or light yellow', keepLight: true },
  E: { name: 'east', lifeAreas: ['social connections', 'recognition', 'vitality', 'relations with authority'], element: 'air (Indra, the Sun)', colours: 'green', keepLight: true },
  SE: { name: 'south-east', lifeAreas: ['cash liquidity', 'energy', 'cooking and nourishment', "women's health"], element: 'fire (Agni, Venus)', colours: 'orange, red or pink', keepLight: false },
  S: { name: 'south', lifeAreas: ['fame', 'reputation', 'rest', 'strength', 'security'], element: 'fire and earth (Yama, Mars)', colours: 'red or orange', keepLight: false },
  SW: { name: 'south-west', lifeAreas: ['stability', 'marriage and relationships', 'family harmony', 'skills', 'authority of the head of the household'], element: 'earth (Nirriti, Rahu)', colours: 'yellow, beige or earth tones', keepLight: false },
  W: { name: 'west', lifeAreas: ['gains and profits', 'savings', 'education results', 'fulfilment of effort'], element: 'water and space (Varuna, Saturn)', colours: 'white, grey or metallic', keepLight: false },
  NW: { name: 'north-west', lifeAreas: ['support from others', 'travel and movement', 'banking', 'guests', 'mood'], element: 'air (Vayu, the Moon)', colours: 'white, cream or silver', keepLight: true },
  C: { name: 'centre (Brahmasthan)', lifeAreas: ['overall wellbeing', 'balance'], element: 'space (Brahma)', colours: 'light colours', keepLight: true },
};

/** Zones whose findings come first when the client names a concern. */
export const CONCERN_ZONES: Readonly<Record<Concern, readonly Zone[]>> = {
  MONEY: ['N', 'SE', 'W', 'NW'],
  HEALTH: ['NE', 'E', 'C'],
  HOME: ['SW', 'C', 'NW'],
  WORK: ['N', 'E', 'W', 'SW'],
  MOOD: ['NE', 'C', 'NW', 'E'],
  NONE: [],
  UNKNOWN: [],
};
