// http/presenters/chart-image/: the horoscope chart drawn as SVG in the three Indian layouts.
// Geometry of the three Indian chart layouts on a 350-unit canvas (the size the interface's own
// North-Indian markup uses): for each region its outline, a box where planet labels go, and where
// its sign number sits. Boxes keep clear of the outline and of the sign number, so labels laid out
// inside a box can never cross a line or another label.

export type Point = readonly [number, number];
export interface Box { x: number; y: number; w: number; h: number }

export interface Region {
  outline: readonly Point[];
  box: Box;
  signAt: Point;
}

export interface Layout {
  /** `house`: regions[i] is house i + 1 (North: houses are fixed, signs move). `sign`: regions[i] is sign i (South, East). */
  by: 'house' | 'sign';
  regions: readonly Region[];
  /** Where the chart's name goes, if the layout has an empty middle. */
  title?: Point;
}

export const CANVAS = 350;
const M = 10; // margin
const E = CANVAS - M; // far edge
const C = CANVAS / 2; // centre
const Q = M + (E - M) / 4; // quarter points: the inner diamond's corners
const Q3 = E - (E - M) / 4;

const box = (x1: number, y1: number, x2: number, y2: number): Box => ({ x: x1, y: y1, w: x2 - x1, h: y2 - y1 });

/**
 * North Indian: the square, its diagonals and the diamond joining the side midpoints. House 1 is the
 * top diamond and houses run anticlockwise. Diamond boxes are 88 × 74 about the diamond's centre
 * (|dx| + |dy| ≤ 82.5 holds at every corner), triangle boxes 80 × 36 along their outer side.
 */
const NORTH: Layout = {
  by: 'house',
  regions: [
    { outline: [[C, M], [Q3, Q], [C, C], [Q, Q]], box: box(C - 44, Q - 37, C + 44, Q + 37), signAt: [C, C - 22] },
    { outline: [[M, M], [C, M], [Q, Q]], box: box(Q - 40, M + 4, Q + 40, M + 40), signAt: [Q, Q - 18] },
    { outline: [[M, M], [Q, Q], [M, C]], box: box(M + 4, Q - 40, M + 40, Q + 40), signAt: [Q - 18, Q] },
    { outline: [[M, C], [Q, Q], [C, C], [Q, Q3]], box: box(Q - 37, C - 44, Q + 37, C + 44), signAt: [C - 22, C] },
    { outline: [[M, C], [Q, Q3], [M, E]], box: box(M + 4, Q3 - 40, M + 40, Q3 + 40), signAt: [Q - 18, Q3] },
    { outline: [[M, E], [Q, Q3], [C, E]], box: box(Q - 40, E - 40, Q + 40, E - 4), signAt: [Q, Q3 + 18] },
    { outline: [[C, E], [Q, Q3], [C, C], [Q3, Q3]], box: box(C - 44, Q3 - 37, C + 44, Q3 + 37), signAt: [C, C + 22] },
    { outline: [[C, E], [Q3, Q3], [E, E]], box: box(Q3 - 40, E - 40, Q3 + 40, E - 4), signAt: [Q3, Q3 + 18] },
    { outline: [[E, E], [Q3, Q3], [E, C]], box: box(E - 40, Q3 - 40, E - 4, Q3 + 40), signAt: [Q3 + 18, Q3] },
    { outline: [[E, C], [Q3, Q3], [C, C], [Q3, Q]], box: box(Q3 - 37, C - 44, Q3 + 37, C + 44), signAt: [C + 22, C] },
    { outline: [[E, C], [Q3, Q], [E, M]], box: box(E - 40, Q - 40, E - 4, Q + 40), signAt: [Q3 + 18, Q] },
    { outline: [[E, M], [Q3, Q], [C, M]], box: box(Q3 - 40, M + 4, Q3 + 40, M + 40), signAt: [Q3, Q - 18] },
  ],
};

/** A square cell: sign number in its top-left corner, labels below it. */
function cell(x: number, y: number, size: number): Region {
  return {
    outline: [[x, y], [x + size, y], [x + size, y + size], [x, y + size]],
    box: box(x + 4, y + 22, x + size - 4, y + size - 4),
    signAt: [x + 12, y + 11],
  };
}

/** South Indian: a 4 × 4 ring of cells with fixed signs, Pisces top left, running clockwise. */
const SOUTH_CELL = (E - M) / 4;
const SOUTH_GRID: readonly Point[] = [[0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0]];
const SOUTH: Layout = {
  by: 'sign',
  regions: SOUTH_GRID.map(([row, col]) => cell(M + col * SOUTH_CELL, M + row * SOUTH_CELL, SOUTH_CELL)),
  title: [C, C],
};

/**
 * One half of an East-Indian corner cell, cut by the diagonal from the chart's corner `outer` to
 * the cell's inner corner `inner`; `right` is the half's right-angled corner. Labels fill a 50-unit
 * square in that corner; the sign number sits near the inner corner.
 */
function half(outer: Point, inner: Point, right: Point): Region {
  const toward = (from: number, to: number, d: number) => from + Math.sign(to - from) * d;
  const x1 = toward(right[0], inner[0] === right[0] ? outer[0] : inner[0], 3);
  const x2 = toward(right[0], inner[0] === right[0] ? outer[0] : inner[0], 53);
  const y1 = toward(right[1], inner[1] === right[1] ? outer[1] : inner[1], 3);
  const y2 = toward(right[1], inner[1] === right[1] ? outer[1] : inner[1], 53);
  const at = (i: 0 | 1) => inner[i] + 0.2 * (right[i] - inner[i]) + 0.1 * (outer[i] - inner[i]);
  return {
    outline: [outer, inner, right],
    box: box(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)),
    signAt: [at(0), at(1)],
  };
}

/**
 * East Indian: a 3 × 3 grid, Aries in the top middle and signs running anticlockwise; each corner
 * cell is cut along its diagonal into two signs, the middle cell left empty.
 */
const EAST_CELL = (E - M) / 3;
const [A, B] = [M + EAST_CELL, M + 2 * EAST_CELL];
const EAST: Layout = {
  by: 'sign',
  regions: [
    cell(A, M, EAST_CELL), // Aries
    half([M, M], [A, A], [A, M]), // Taurus, along the top
    half([M, M], [A, A], [M, A]), // Gemini, along the left
    cell(M, A, EAST_CELL), // Cancer
    half([M, E], [A, B], [M, B]), // Leo, along the left
    half([M, E], [A, B], [A, E]), // Virgo, along the bottom
    cell(A, B, EAST_CELL), // Libra
    half([E, E], [B, B], [B, E]), // Scorpio, along the bottom
    half([E, E], [B, B], [E, B]), // Sagittarius, along the right
    cell(B, A, EAST_CELL), // Capricorn
    half([E, M], [B, A], [E, A]), // Aquarius, along the right
    half([E, M], [B, A], [B, M]), // Pisces, along the top
  ],
  title: [C, C],
};

export const LAYOUTS = { north: NORTH, south: SOUTH, east: EAST } as const;
export type LayoutName = keyof typeof LAYOUTS;
