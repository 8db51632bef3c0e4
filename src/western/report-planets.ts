// The planets the Western prose reports speak of, by their path names: Sun … Pluto, in the order of the
// chart's planet list (WESTERN_POINTS), so a name's index is the planet's place in that list. The node,
// Chiron and the Part of Fortune have no texts.
export const REPORT_PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type ReportPlanet = (typeof REPORT_PLANETS)[number];
