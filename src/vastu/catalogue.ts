// vastu/: Vastu Basic: directions and zones, the room catalogue, scores and remedies.
// The Vastu Basic catalogue: for the main entrance and each of the 31 room types, a grade in each
// of the eight directions and the centre, the basis of the row, the cells where traditions disagree,
// and the reversible and structural remedies.
// Sources: the grade matrix, rationales and disagreements of shared/reference/vastu.md, which checked
// them against the vastucart room advisor, the RoxyAPI and AstroWay tool descriptions, pyramidvastu's
// toilet rules and the Vastu Chintamani toilet table. Basis: 'classical' rows follow the classical
// texts as popularly taught (Mayamata, Manasara, Samarangana Sutradhara); 'modern_school' rows follow
// modern schools (MahaVastu and popular practice); 'convention' rows have no classical text and extend
// the logic of related rooms. Remedies: the reversible and structural lists of vastu.md.
import type { Grade, Zone } from './types.js';

export type Basis = 'classical' | 'modern_school' | 'convention';

export interface CatalogueEntry {
  display_name: string;
  basis: Basis;
  /** Why the grades fall as they do, in one line. */
  rationale: string;
  /** Null where the placement is impossible (a main entrance at the centre). */
  grades: Readonly<Record<Zone, Grade | null>>;
  /** Cells where traditions disagree, with what they disagree about. */
  disputed: Readonly<Partial<Record<Zone, string>>>;
  /** Reversible remedy: furniture, colour, light, behaviour. */
  reversible: string;
  /** The rebuilding fix. */
  structural: string;
}

export const CATALOGUE = {
  main_entrance: {
    display_name: 'Main Entrance',
    basis: 'classical',
    rationale: 'Light, sacred N/E sides welcome energy. S/W depend on the pada. The SW door is the classic worst case',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'caution', S: 'caution', SW: 'avoid', W: 'acceptable', NW: 'acceptable', C: null },
    disputed: { NE: 'many call a north-east door the best, others say the exact north-east corner pada must not be cut', S: 'the grade depends on the pada: S3–S4 are auspicious, the rest of the south side is not', W: 'the grade depends on the pada: W3–W4 are auspicious, the rest of the west side is not' },
    reversible: 'Keep the door well lit, clean and free of clutter, with a brass or copper strip along the threshold and a toran or auspicious symbol on the door.',
    structural: 'Shift the main door to an auspicious pada of its side (N3–N5, E3–E4, S3–S4 or W3–W4), or to the north or east side.',
  },
  kitchen: {
    display_name: 'Kitchen',
    basis: 'classical',
    rationale: 'Fire belongs to Agni (SE), with NW as second choice. Fire in NE/N clashes with water; SW and centre must not burn',
    grades: { N: 'caution', NE: 'avoid', E: 'acceptable', SE: 'ideal', S: 'acceptable', SW: 'avoid', W: 'neutral', NW: 'preferred', C: 'avoid' },
    disputed: { N: 'some call it avoid (Kubera\'s zone), others only caution', S: 'some allow it, as fire and earth agree', W: 'some allow it when the cook faces east' },
    reversible: 'Cook facing east and move the stove or hob to the south-east corner of the kitchen; keep a red or orange accent or a lamp there.',
    structural: 'Relocate the kitchen, or at least the cooking platform, to the south-east (second choice: the north-west).',
  },
  master_bedroom: {
    display_name: 'Master Bedroom',
    basis: 'classical',
    rationale: 'Householder\'s stability and authority sit in SW (earth). Fire (SE) brings quarrels; NE is for the sacred',
    grades: { N: 'neutral', NE: 'avoid', E: 'caution', SE: 'caution', S: 'preferred', SW: 'ideal', W: 'preferred', NW: 'acceptable', C: 'avoid' },
    disputed: { N: 'schools differ on newly-weds in the north and north-west', E: 'some allow the east for young couples', NW: 'schools differ on newly-weds in the north and north-west' },
    reversible: 'Sleep with the head to the south or west, keep heavy furniture on the south-west wall, use earth tones and keep no mirror facing the bed.',
    structural: 'Move the master bedroom to the south-west of the home.',
  },
  puja_room: {
    display_name: 'Puja Room',
    basis: 'classical',
    rationale: 'Ishana (NE) is the sacred corner; E/N are also light and auspicious. S/SW are heavy zones ruled by Yama and Nirriti',
    grades: { N: 'preferred', NE: 'ideal', E: 'preferred', SE: 'caution', S: 'caution', SW: 'avoid', W: 'acceptable', NW: 'neutral', C: 'acceptable' },
    disputed: { W: 'some texts allow it when the idol faces east', C: 'the classical temple-centre idea conflicts with keeping the Brahmasthan empty' },
    reversible: 'Keep the shrine on the north-east side of the room with the deity facing east or west, light a lamp daily and keep the space clean and uncluttered.',
    structural: 'Move the puja room or shrine to the north-east of the home.',
  },
  toilet: {
    display_name: 'Toilet',
    basis: 'classical',
    rationale: 'Disposal belongs in the airy or disposal zones (NW/W, SSW). It must never pollute NE, SW (stability) or the Brahmasthan',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'caution', S: 'acceptable', SW: 'avoid', W: 'preferred', NW: 'ideal', C: 'avoid' },
    disputed: { E: 'a bath is welcome in the east, a WC is not', SE: 'some allow it when kept away from the wall', S: 'most modern sources accept it', NW: 'modern convention favours the north-west and west; the Vastu Chintamani table and MahaVastu favour the south-south-west and west-north-west' },
    reversible: 'Keep the door closed and the seat lid down, run an exhaust fan, keep a bowl of sea salt (replaced weekly) and fix a brass strip under the door.',
    structural: 'Relocate the toilet to the west or north-west (in MahaVastu practice, the south-south-west); never the north-east, south-west or centre.',
  },
  bathroom: {
    display_name: 'Bathroom',
    basis: 'classical',
    rationale: 'Classical bathing room is in E (morning sun), with N/NW fine. A wet area in SW weakens the earth zone',
    grades: { N: 'acceptable', NE: 'caution', E: 'ideal', SE: 'caution', S: 'neutral', SW: 'avoid', W: 'acceptable', NW: 'preferred', C: 'avoid' },
    disputed: { NE: 'some allow bathing only, with no WC, in the north-east', E: 'the classical bath is in the east' },
    reversible: 'Keep it dry and ventilated with the door closed, use light colours and fix leaks promptly.',
    structural: 'Relocate the wet areas to the east, north or north-west.',
  },
  living_room: {
    display_name: 'Living Room',
    basis: 'classical',
    rationale: 'Gathering and reception spaces are best in the light N/E/NW; heavy SW is better kept for the master',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'neutral', S: 'neutral', SW: 'neutral', W: 'acceptable', NW: 'preferred', C: 'acceptable' },
    disputed: { SW: 'some recommend heavy seating for the head of the family there', C: 'an open living area at the centre is acceptable only when kept light and open' },
    reversible: 'Seat the family facing north or east, keep heavy sofas against the south and west walls and the north-east corner light and open.',
    structural: 'Re-plan so that the living room sits in the north, east or north-west.',
  },
  dining_room: {
    display_name: 'Dining Room',
    basis: 'classical',
    rationale: 'West is the traditional dining zone, close to the kitchen\'s E/SE/NW options',
    grades: { N: 'preferred', NE: 'caution', E: 'preferred', SE: 'acceptable', S: 'acceptable', SW: 'caution', W: 'ideal', NW: 'preferred', C: 'neutral' },
    disputed: {},
    reversible: 'Place the table towards the west of the room and sit facing east or north; keep the area bright.',
    structural: 'Move dining to the west, next to the kitchen.',
  },
  staircase: {
    display_name: 'Staircase',
    basis: 'classical',
    rationale: 'Stairs are load and weight, so they go in S/W/SW. Never in NE or the centre',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'acceptable', S: 'preferred', SW: 'ideal', W: 'preferred', NW: 'acceptable', C: 'avoid' },
    disputed: {},
    reversible: 'Keep the stair well lit and free of clutter, store nothing under it, and place heavy pots along the south-west of the home.',
    structural: 'Rebuild the staircase in the south, west or south-west, rising clockwise.',
  },
  storage: {
    display_name: 'Storage',
    basis: 'classical',
    rationale: 'Heavy storage anchors SW/S/W; NE must stay light',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'neutral', S: 'preferred', SW: 'ideal', W: 'preferred', NW: 'acceptable', C: 'avoid' },
    disputed: {},
    reversible: 'Move the heaviest items to the south-west corner and keep the north-east of the room empty and clean.',
    structural: 'Move the store room to the south-west, south or west.',
  },
  bedroom: {
    display_name: 'Bedroom',
    basis: 'classical',
    rationale: 'S/W are restful; SW is reserved first for the master. NW suits short stays',
    grades: { N: 'acceptable', NE: 'avoid', E: 'neutral', SE: 'caution', S: 'ideal', SW: 'preferred', W: 'ideal', NW: 'preferred', C: 'avoid' },
    disputed: { N: 'some allow it for young members' },
    reversible: 'Sleep with the head to the south or east, use soft earth tones and keep electronics away from the bed.',
    structural: 'Move bedrooms to the south, west or north-west.',
  },
  kids_bedroom: {
    display_name: 'Kids\' Bedroom',
    basis: 'modern_school',
    rationale: 'W/NW/E support growth and learning. SW is for elders and NE is sacred',
    grades: { N: 'acceptable', NE: 'caution', E: 'preferred', SE: 'caution', S: 'acceptable', SW: 'caution', W: 'ideal', NW: 'preferred', C: 'avoid' },
    disputed: { NE: 'some allow it for very young children', SW: 'the south-west is kept for elders' },
    reversible: 'Place the desk so that the child faces east or north, keep the room bright and the north-east of the room free of clutter.',
    structural: 'Move the children\'s room to the west, north-west or east.',
  },
  guest_bedroom: {
    display_name: 'Guest Bedroom',
    basis: 'modern_school',
    rationale: 'Vayu\'s NW means short, moving stays, which suits guests. SW in guest hands is said to unsettle the owner',
    grades: { N: 'acceptable', NE: 'avoid', E: 'acceptable', SE: 'caution', S: 'acceptable', SW: 'caution', W: 'preferred', NW: 'ideal', C: 'avoid' },
    disputed: { SW: 'a guest there is said to dominate the owner' },
    reversible: 'Keep the room light and airy in cream or white tones, with the bed\'s head to the south or east.',
    structural: 'Move the guest room to the north-west.',
  },
  study: {
    display_name: 'Study',
    basis: 'modern_school',
    rationale: 'Learning suits W (MahaVastu WSW) and N/E/NE for concentration; fire and south are distracting',
    grades: { N: 'preferred', NE: 'preferred', E: 'preferred', SE: 'caution', S: 'caution', SW: 'acceptable', W: 'ideal', NW: 'acceptable', C: 'avoid' },
    disputed: { NE: 'popular practice favours the east, north and north-east, MahaVastu the west', SW: 'popular practice favours the east, north and north-east, MahaVastu the west' },
    reversible: 'Face east or north while studying, keep the desk clear and the room bright; a green plant on the east side helps.',
    structural: 'Move the study to the west, north or east.',
  },
  office: {
    display_name: 'Office',
    basis: 'modern_school',
    rationale: 'N (Kubera) favours career and income. The owner\'s seat in SW gives authority',
    grades: { N: 'ideal', NE: 'acceptable', E: 'preferred', SE: 'caution', S: 'neutral', SW: 'preferred', W: 'acceptable', NW: 'acceptable', C: 'avoid' },
    disputed: { SW: 'the owner\'s seat belongs there, an office room less clearly' },
    reversible: 'Sit in the south-west of the room facing north or east with a solid wall behind you, and keep the north of the room open.',
    structural: 'Move the office to the north, with the owner\'s seat in the south-west.',
  },
  foyer: {
    display_name: 'Foyer',
    basis: 'convention',
    rationale: 'Follows the entrance logic',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'caution', S: 'caution', SW: 'avoid', W: 'acceptable', NW: 'acceptable', C: 'neutral' },
    disputed: { NE: 'it follows the entrance, where many call the north-east best and others say its corner pada must not be cut' },
    reversible: 'Keep it bright, clean and uncluttered, shoes in a closed cabinet away from the door, and a light at the entrance.',
    structural: 'Re-plan the foyer together with the main door on the north or east.',
  },
  gym: {
    display_name: 'Gym',
    basis: 'convention',
    rationale: 'Convention only: exercise is fire and weight, so SE/S/W, never NE or the centre',
    grades: { N: 'neutral', NE: 'caution', E: 'acceptable', SE: 'preferred', S: 'preferred', SW: 'acceptable', W: 'preferred', NW: 'neutral', C: 'avoid' },
    disputed: {},
    reversible: 'Put heavy equipment against the south and west walls and keep the north-east of the room open.',
    structural: 'Move the gym to the south-east, south or west.',
  },
  home_theatre: {
    display_name: 'Home Theatre',
    basis: 'convention',
    rationale: 'Convention only: entertainment and movement suit NW/W; electronics can go in SE',
    grades: { N: 'neutral', NE: 'caution', E: 'neutral', SE: 'acceptable', S: 'acceptable', SW: 'acceptable', W: 'preferred', NW: 'preferred', C: 'avoid' },
    disputed: {},
    reversible: 'Put the screen and speakers on the south or west wall with the seating facing them, and keep the north-east clear.',
    structural: 'Move the home theatre to the west or north-west.',
  },
  pantry: {
    display_name: 'Pantry',
    basis: 'convention',
    rationale: 'Food stock goes in the NW granary tradition, or the heavy SW; keep it out of NE',
    grades: { N: 'caution', NE: 'avoid', E: 'neutral', SE: 'acceptable', S: 'acceptable', SW: 'preferred', W: 'acceptable', NW: 'ideal', C: 'avoid' },
    disputed: {},
    reversible: 'Store heavy stocks on the south and west shelves and keep the north-east of the pantry empty.',
    structural: 'Move the pantry to the north-west (or the south-west).',
  },
  laundry: {
    display_name: 'Laundry',
    basis: 'convention',
    rationale: 'Washing is air and water movement (NW); clothes-washing in SE is also common',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'preferred', S: 'acceptable', SW: 'caution', W: 'acceptable', NW: 'ideal', C: 'avoid' },
    disputed: {},
    reversible: 'Keep the machine on the south-east or north-west side, the floor dry and the area ventilated.',
    structural: 'Move the laundry to the north-west or south-east.',
  },
  powder_room: {
    display_name: 'Powder Room',
    basis: 'convention',
    rationale: 'Same as toilet',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'caution', S: 'acceptable', SW: 'avoid', W: 'preferred', NW: 'ideal', C: 'avoid' },
    disputed: { E: 'a bath is welcome in the east, a WC is not', SE: 'some allow it when kept away from the wall', S: 'most modern sources accept it', NW: 'modern convention favours the north-west and west; the Vastu Chintamani table and MahaVastu favour the south-south-west and west-north-west' },
    reversible: 'Keep the door closed and the seat lid down, run an exhaust fan, keep a bowl of sea salt (replaced weekly) and fix a brass strip under the door.',
    structural: 'Relocate the powder room to the west or north-west; never the north-east, south-west or centre.',
  },
  servant_room: {
    display_name: 'Servant Room',
    basis: 'convention',
    rationale: 'Traditional staff quarters are NW or SE, never SW (the owner\'s zone)',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'preferred', S: 'acceptable', SW: 'avoid', W: 'acceptable', NW: 'ideal', C: 'avoid' },
    disputed: {},
    reversible: 'Keep the room ventilated and bright, with the bed\'s head to the south.',
    structural: 'Move the staff quarters to the north-west or south-east.',
  },
  granary: {
    display_name: 'Granary',
    basis: 'classical',
    rationale: 'Classical dhanya (grain) store is NW; heavy grain can also be stored SW',
    grades: { N: 'caution', NE: 'avoid', E: 'caution', SE: 'caution', S: 'acceptable', SW: 'preferred', W: 'acceptable', NW: 'ideal', C: 'avoid' },
    disputed: { SW: 'heavy grain in the south-west versus the classical north-west grain store' },
    reversible: 'Store grain in closed containers on raised platforms against the south or west wall, and keep the store clean.',
    structural: 'Move the grain store to the north-west.',
  },
  treasury: {
    display_name: 'Treasury',
    basis: 'classical',
    rationale: 'Kubera\'s north; a safe in the SW room opening to N is also widely taught; fire (SE) "burns" wealth',
    grades: { N: 'ideal', NE: 'caution', E: 'neutral', SE: 'avoid', S: 'acceptable', SW: 'preferred', W: 'acceptable', NW: 'caution', C: 'avoid' },
    disputed: { SW: 'the north (Kubera) versus a safe in a south-west room opening north; both are widely taught' },
    reversible: 'Place the safe against the south or west wall so that it opens towards the north; keep it closed and tidy.',
    structural: 'Move the treasury or safe room to the north, or to a south-west room with the safe opening north.',
  },
  lift: {
    display_name: 'Lift',
    basis: 'convention',
    rationale: 'Convention, following staircase logic: never NE or the centre',
    grades: { N: 'neutral', NE: 'avoid', E: 'neutral', SE: 'acceptable', S: 'acceptable', SW: 'acceptable', W: 'preferred', NW: 'preferred', C: 'avoid' },
    disputed: { SW: 'some allow heavy shafts in the south-west' },
    reversible: 'Keep the lift lobby bright and uncluttered and the shaft area free of storage.',
    structural: 'Place the lift shaft in the west, north-west or south when rebuilding; never the north-east or the centre.',
  },
  parking: {
    display_name: 'Parking',
    basis: 'convention',
    rationale: 'Vehicles mean movement, so NW, with SE second. Roofed parking blocks NE',
    grades: { N: 'acceptable', NE: 'caution', E: 'acceptable', SE: 'preferred', S: 'neutral', SW: 'caution', W: 'acceptable', NW: 'ideal', C: 'avoid' },
    disputed: { NE: 'some tolerate an open, unroofed space there', SW: 'heavy vehicles suit the zone, but many keep the south-west for the owner' },
    reversible: 'Park facing north or east, keep the area clean and free of leaks, and leave the north-east of the plot unroofed.',
    structural: 'Move covered parking to the north-west or south-east.',
  },
  balcony: {
    display_name: 'Balcony',
    basis: 'classical',
    rationale: 'Openings and open space belong on the light N/E side; the south-west must be closed and heavy',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'neutral', S: 'caution', SW: 'avoid', W: 'neutral', NW: 'acceptable', C: 'avoid' },
    disputed: {},
    reversible: 'Screen a south or south-west opening with heavy curtains or tall plants in heavy pots and use it lightly; keep a north or east balcony open and bright.',
    structural: 'Close or reduce openings in the south and west, and open balconies to the north and east.',
  },
  verandah: {
    display_name: 'Verandah',
    basis: 'classical',
    rationale: 'Same as balcony',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'neutral', S: 'caution', SW: 'avoid', W: 'neutral', NW: 'acceptable', C: 'neutral' },
    disputed: {},
    reversible: 'Screen a south or south-west opening with heavy curtains or tall plants in heavy pots and use it lightly; keep a north or east verandah open and bright.',
    structural: 'Close or reduce openings in the south and west, and open verandahs to the north and east.',
  },
  terrace: {
    display_name: 'Terrace',
    basis: 'convention',
    rationale: 'Open to the sky towards N/E; a central courtyard-style terrace is traditional',
    grades: { N: 'ideal', NE: 'preferred', E: 'ideal', SE: 'neutral', S: 'caution', SW: 'avoid', W: 'neutral', NW: 'acceptable', C: 'acceptable' },
    disputed: { C: 'the courtyard tradition favours an open centre' },
    reversible: 'Keep heavy planters and water tanks on the south-west of the terrace and the north-east open.',
    structural: 'Slope and open the terrace towards the north and east.',
  },
  garden: {
    display_name: 'Garden',
    basis: 'classical',
    rationale: 'Lawns and low plants NE/N/E; tall trees S/W/SW; a tulsi in the central courtyard is traditional',
    grades: { N: 'preferred', NE: 'ideal', E: 'preferred', SE: 'neutral', S: 'neutral', SW: 'neutral', W: 'acceptable', NW: 'acceptable', C: 'acceptable' },
    disputed: { S: 'tall trees are fine there, lawns and open garden are not', SW: 'tall trees are fine there, lawns and open garden are not', C: 'the courtyard tradition favours an open centre' },
    reversible: 'Keep lawns and low plants in the north and east, tall trees and heavy pots in the south and west, and a tulsi in the north-east.',
    structural: 'Re-landscape with open lawn in the north-east and tall trees to the south-west.',
  },
  courtyard: {
    display_name: 'Courtyard',
    basis: 'classical',
    rationale: 'An open Brahmasthan (nalukettu, haveli) is the classical ideal',
    grades: { N: 'preferred', NE: 'preferred', E: 'preferred', SE: 'neutral', S: 'caution', SW: 'avoid', W: 'neutral', NW: 'acceptable', C: 'ideal' },
    disputed: {},
    reversible: 'Keep it open, bright and free of clutter, with lighter planting in the north-east.',
    structural: 'Reopen the courtyard at the centre (Brahmasthan) when rebuilding.',
  },
  pool: {
    display_name: 'Pool',
    basis: 'classical',
    rationale: 'A water body belongs in NE/N/E. Water in fire (SE) or earth (SW/S) zones, or a pit at the centre, is a major defect',
    grades: { N: 'preferred', NE: 'ideal', E: 'preferred', SE: 'avoid', S: 'avoid', SW: 'avoid', W: 'caution', NW: 'neutral', C: 'avoid' },
    disputed: { NW: 'some tolerate water in the north-west; most restrict water to the north-east, north and east' },
    reversible: 'Keep the water clean and moving, add heavy planting on the south-west edge and cover the pool when unused.',
    structural: 'Move the water body to the north-east, north or east.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueType = keyof typeof CATALOGUE;
/** The 31 room types of the interface (every catalogue entry but the main entrance). */
export type RoomType = Exclude<CatalogueType, 'main_entrance'>;
export const ROOM_TYPES = (Object.keys(CATALOGUE) as CatalogueType[]).filter((t): t is RoomType => t !== 'main_entrance');
