// English: the prose of natal_chart_interpretation beside its numbers: the ascendant ruler's sentence, the
// Moon's phase at birth, the hemisphere emphasis, the dominant element and mode, and the polarity.
// Meanings from public-domain works: Alan Leo, How to Judge a Nativity (1903) and The Art of Synthesis (1904),
// on the ruler of the ascendant, the triplicities (elements) and quadruplicities (modes) and the positive and
// negative signs; Sepharial, Manual of Astrology (1898), on the same and on the planets above and below the
// horizon, east and west of the meridian; Claudius Ptolemy, Tetrabiblos (J. M. Ashmand's translation, London
// 1822), book I on the power of the aspects to the Sun, where the Moon moistens from its first appearance to the
// first quarter, heats to the full, dries to the last quarter and cools to its disappearance, and on the seasons,
// which link moist, hot, dry and cold with spring, summer, autumn and winter: the eight phases are those four
// quarters halved. The eight lunation types of twentieth-century books are not used. Tendencies, never
// certainties. The sentences are ours; licence as the repository's.

export const NATAL_CHART_TEXTS = {
  /** `{sign}` the ascendant's sign, `{ruler}` its ruler as `rulers` names it, `{rulerSign}` and `{house}` (ordinal) where the ruler stands, `{matters}` that house's matters. */
  ascendantRuler:
    'Your ascendant is in {sign}, so {ruler} rules your chart. It stands in {rulerSign} in your {house}: {matters} are where much of your energy and purpose tend to go.',
  /** The seven traditional rulers as a sentence names them, by planet-list place: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn. */
  rulers: ['the Sun', 'the Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'],
  /** `{angle}` the Moon's distance ahead of the Sun in degrees, `{name}` the phase, `{from}`–`{to}` its span. */
  moonPhaseCalc: 'At your birth the Moon was {angle}° ahead of the Sun, within the {from}°–{to}° span of the {name} phase.',
  /** By phase id 1 New Moon … 8 Waning Crescent. */
  moonPhases: [
    'Born in the New Moon phase, in the first days after the Moon has passed the Sun, you act from instinct and begin things with fresh, undivided energy. The old writers gave the Moon a moist, growing nature in this quarter: you are open to impressions and shaped by them, and your aims grow clear as you follow them.',
    'In the Waxing Crescent the lit sliver widens towards the half, and the Moon is still gathering light and moisture. People born under it tend to grow by effort and hope: you try new ground, put down roots and gain strength with each attempt, and early doubts fade as the work takes form.',
    'The First Quarter Moon, half lit and growing, opens the warm quarter of the month, when the old writers said the Moon adds heat to its moisture. Your temperament is ardent and ready for action: you meet obstacles head on, and you grow by choosing a course and holding to it.',
    'Under the Waxing Gibbous Moon, almost full, the light is nearly complete and the warmth of the quarter at its height. You like to finish and improve what you have begun, to polish and adjust, and your best results come from patient work in the last stretch before the goal.',
    'The Full Moon phase opens when the Moon stands opposite the Sun and lasts while its light is at its height. It begins the dry quarter, the autumn of the month in the old writers’ scheme: your judgement is clear, you see people and situations plainly, and your understanding ripens through partnership and the wider world.',
    'In the Waning Gibbous phase, as the light begins to ebb, the harvest of the month is gathered in. Your gift is to pass on what you have reaped: you explain, advise or encourage readily, and you are happiest when what you know is of use to someone else.',
    'The Third Quarter Moon, half lit and waning, opens the cold quarter, the last of the month. Your temperament is sober and reflective: you review, sort and set aside what has served its turn, and you keep to your principles while circumstances change around you.',
    'Born in the Waning Crescent, the last light before the New Moon, you share the Moon’s withdrawal from view. A private, thoughtful nature comes with it, and you are good at closing one chapter with care, so that the next can begin cleanly.',
  ],
  hemisphere: {
    /** By east_west id: 1 the western half (houses 4–9) holds most planets, 2 the eastern (houses 10–3). */
    eastWest: [
      'Most of your planets lie in the western half of the chart, the side of the descendant. Much of your life takes shape through other people: partnership, cooperation and the needs of those around you weigh on your choices, and what you achieve often comes about together with others.',
      'Most of your planets lie in the eastern half of the chart, the side of the ascendant. Much of your life takes shape by your own hand: self-reliance and personal choice weigh heavily on your decisions, and you prefer to set your own course rather than wait for circumstances.',
    ],
    /** By north_south id: 1 the southern half (above the horizon, houses 7–12), 2 the northern (below it, houses 1–6). */
    northSouth: [
      'Most of your planets lie above the horizon, in the southern half of the chart. The matters of these houses lie out in the world, so public life, career and the wider community draw much of your effort, and recognition for what you achieve means something to you.',
      'Most of your planets lie below the horizon, in the northern half of the chart. The matters of these houses lie close to you, so personal life, home and private growth draw much of your effort, and your satisfactions come more from what you are than from what others see.',
    ],
  },
  /** By dominant_element_id: 1 Fire, 2 Earth, 3 Air, 4 Water. */
  elements: [
    'Fire is your strongest element. It lends enthusiasm, warmth and a readiness to act, and your energy and confidence can inspire others. Patience and rest are the qualities to cultivate beside it.',
    'Earth is your strongest element. It lends practical sense, reliability and patience, and a respect for what is solid and useful. Openness to new ideas keeps that steadiness from becoming rigid.',
    'Air is your strongest element. It turns you towards ideas, conversation and relationships, and helps you see situations objectively. Grounding plans in action turns your thoughts into results.',
    'Water is your strongest element. It lends sensitivity, intuition and care, and you understand people through feeling as much as through reason. Knowing where your own feelings end and another’s begin protects your sympathy from strain.',
  ],
  /** By dominant_mode_id: 1 Cardinal, 2 Fixed, 3 Mutable. */
  modes: [
    'The cardinal signs dominate your chart: when circumstances change you respond by acting, and you are readier than most to start something new. Seeing projects through to the end is the skill that completes this gift.',
    'The fixed signs dominate your chart: once a purpose is set you hold to it, and persistence and loyalty are among your strengths. Willingness to change when needed keeps that determination from turning into stubbornness.',
    'The mutable signs dominate your chart: you adapt, adjust and find a way round obstacles more readily than you force them. A firm aim gives that flexibility direction.',
  ],
  /** The polarity report when the positive (fire and air) signs hold more, then when the negative (earth and water) hold more. */
  polarity: {
    positive:
      'The positive signs, fire and air, hold most of your chart. They lean your temperament towards expression and activity, so you tend to meet life by reaching out and making things happen.',
    negative:
      'The negative signs, earth and water, hold most of your chart. They lean your temperament towards reflection and reserve, so you tend to take in and weigh a situation before you act, and to build quietly.',
  },
} as const;
