// English: the prose of natal_chart_interpretation beside its numbers: the ascendant ruler's sentence, the
// Moon's phase at birth, the hemisphere emphasis, the dominant element and mode, and the polarity.
// Meanings from public-domain works: Alan Leo, How to Judge a Nativity (1903) and The Art of Synthesis (1904),
// on the ruler of the ascendant, the triplicities (elements) and quadruplicities (modes) and the positive and
// negative signs; Sepharial, Manual of Astrology (1898), on the same and on the planets above and below the
// horizon, east and west of the meridian; Claudius Ptolemy, Tetrabiblos, book I on the Moon's waxing and
// waning light (J. M. Ashmand's translation, London 1822). Tendencies, never certainties. The sentences are
// ours; licence as the repository's.

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
    'Born in the New Moon phase, in the first days after the Moon has passed the Sun, you act from instinct and begin things with fresh, undivided energy. You may not always know why you feel drawn in a direction; the reasons become clear as you go.',
    'In the Waxing Crescent the lit sliver widens towards the half, and people born under it tend to push forward against the pull of the past. You are at your best when building something new and finding the faith to keep going.',
    'The First Quarter Moon, half lit and growing, marks a temperament that meets challenges with decisive action. You may feel pulled between old and new ways, and you grow by choosing and committing to a course.',
    'Under the Waxing Gibbous Moon, almost full, the urge is to refine and perfect. You like to analyse, improve and ask how things could work better, and your growth comes through patient preparation.',
    'The Full Moon phase opens when the Moon stands opposite the Sun and lasts while its light is at its height, and those born under it see both sides of life clearly. Relationships and awareness of others are central for you, and you seek to bring inner and outer aims into balance.',
    'In the Waning Gibbous phase, as the light begins to ebb, the wish is to share what has been learned. You may be a natural teacher, writer or guide, happiest when passing knowledge on.',
    'The Third Quarter Moon, half lit and waning, marks a temperament that questions and reorganises. You may turn away from forms that no longer serve, and you grow by holding to your principles through change.',
    'Born in the Waning Crescent, the last light before the New Moon, you look towards the future and towards the inner life. Reflection, letting go and preparing the ground for what comes next are your particular gifts.',
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
