export const ZONES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'C'] as const;
/** The eight compass zones and the centre (Brahmasthan). */
export type Zone = (typeof ZONES)[number];

/** Grades from best to worst, with the points the reference service gives them. */
export const GRADE_POINTS = { ideal: 100, preferred: 90, acceptable: 70, neutral: 50, caution: 30, avoid: 10 } as const;
export type Grade = keyof typeof GRADE_POINTS;

export type Agency = 'OWN_CAN_REBUILD' | 'OWN_CANNOT_REBUILD' | 'RENT' | 'UNKNOWN';
export type Concern = 'MONEY' | 'HEALTH' | 'HOME' | 'WORK' | 'MOOD' | 'NONE' | 'UNKNOWN';
