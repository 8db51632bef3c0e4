// English texts of the remedies: gem words, rudraksha, puja, Sade Sati and Pitra dosha.
// Sources of the meanings (the sentences are ours): S. M. Tagore, Mani-Mala (Calcutta, 1879-81) for the
// nine gems; Rudraksha Jabala Upanishad (K. Narayanasvami Aiyar, Thirty Minor Upanishads, 1914) and Shiva
// Purana, Vidyesvara Samhita, for the beads; Garuda Purana (Preta Khanda, tr. Ernest Wood and S. V.
// Subrahmanyam, 1911) for the rites owed to the forefathers; the Shani stotra of King Dasharatha (Padma
// Purana) and the customary Saturday observances for Saturn. Licence: as the repository's.
import type { RemedyTexts } from '../../bank.js';

export const remedies: RemedyTexts = {
  gems: [
    { name: 'Ruby', semi_gem: 'Garnet', wear_finger: 'Ring', wear_metal: 'Gold', wear_day: 'Sunday', gem_deity: 'Sun' },
    { name: 'Pearl', semi_gem: 'Moonstone', wear_finger: 'Little', wear_metal: 'Silver', wear_day: 'Monday', gem_deity: 'Moon' },
    { name: 'Red Coral', semi_gem: 'Red Agate', wear_finger: 'Index', wear_metal: 'Gold', wear_day: 'Tuesday', gem_deity: 'Mars' },
    { name: 'Emerald', semi_gem: 'Onyx', wear_finger: 'Little', wear_metal: 'Gold', wear_day: 'Wednesday', gem_deity: 'Mercury' },
    { name: 'Yellow Sapphire', semi_gem: 'Topaz/Citrine', wear_finger: 'Index', wear_metal: 'Gold', wear_day: 'Thursday', gem_deity: 'Jupiter' },
    { name: 'Diamond', semi_gem: 'Opal/Zircon', wear_finger: 'Little', wear_metal: 'Silver', wear_day: 'Friday', gem_deity: 'Venus' },
    { name: 'Blue Sapphire', semi_gem: 'Amethyst', wear_finger: 'Middle', wear_metal: 'Silver', wear_day: 'Saturday', gem_deity: 'Saturn' },
  ],
  rudraksha: {
    name: '{a} + {b} Faced Rudraksha ({ra} + {rb} Mukhi)',
    bead: '{n} FACED',
    numbers: { 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven', 12: 'Twelve' },
    recommend: 'Your chart points to {a} and {b} rudraksha, worn together on one thread.',
    detail: {
      2: 'The two-faced bead stands for Shiva and Parvati as one body, and is worn for the Moon. It is sought for harmony between partners, for a calmer mind and for trust within the family. It is strung in silver or on a white thread and first worn on a Monday.',
      3: 'The three-faced bead belongs to Agni, the sacred fire, and is worn for Mars. Tradition says it burns away old burdens and gives the courage to begin again. It suits those who must act decisively, and is first worn on a Tuesday after a short prayer to Agni.',
      4: 'The four-faced bead is Brahma’s, the creator who holds the four Vedas, and is worn for Mercury. It is valued by students, writers and speakers for clear thought and ready words. It is first worn on a Wednesday, after being washed in clean water.',
      5: 'The five-faced bead is the form of Kalagni Rudra and the most common of all; it is worn for Jupiter. It is used for daily prayer and counting mantras, and is said to steady the wearer in good conduct and wise counsel. It is first worn on a Thursday.',
      6: 'The six-faced bead is Kartikeya’s, the young commander of the gods, and is worn for Venus. It is sought for poise, artistic skill and grace in company, and for mastery over the senses. It is first worn on a Friday, strung in silver or on a red thread.',
      7: 'The seven-faced bead is linked with the seven Mothers and with Ananga, and is worn for Saturn. Tradition connects it with patience, steady work and relief from a long period of want. It is first worn on a Saturday, after a lamp is lit for Shani.',
      12: 'The twelve-faced bead carries the light of the twelve Adityas, the solar deities, and is worn for the Sun. It is sought for self-confidence, standing before those in authority and a clear sense of purpose. It is first worn on a Sunday at sunrise.',
    },
  },
  puja: {
    summary: 'These pujas are suggested by the placements in your birth chart, the most needed first.',
    none: 'No particular puja is indicated by the placements in your birth chart; regular prayer to your family deity is enough.',
    kal_sarpa: {
      title: 'Kal Sarpa Dosha Shanti Puja',
      summary: 'When every planet from the Sun to Saturn lies on one side of the axis of Rahu and Ketu, the chart is said to be held in the coils of the serpent. Efforts may seem to stall just short of their goal. The shanti puja, usually done at a Shiva temple such as Trimbakeshwar on a Nag Panchami or an Amavasya, offers worship to the Nagas and to Shiva to loosen that hold.',
    },
    pitra_dosha: {
      title: 'Pitra Dosha Nivaran Puja',
      summary: 'The forefathers are remembered through shraddha and tarpana, offerings of water, sesame and rice balls. When the Sun or the ninth house is troubled by Rahu, Ketu or Saturn, these rites are thought to have been left wanting. The nivaran puja, done on an Amavasya or in Pitru Paksha, often at Gaya or on a river bank, completes them and asks the ancestors for their blessing.',
    },
    nakshatra: {
      title: 'Nakshatra Shanti Puja',
      summary: 'Each of the twenty-seven nakshatras has a presiding deity. When the star of an important planet stands in an unfriendly relation to your birth star, worship of that star’s deity on the day the Moon passes through it is recommended. The puja includes the nakshatra’s own mantra, a fire offering and gifts suited to its lord.',
    },
    kal_sarpa_line: 'Your chart has a {extent} {direction} Kal Sarpa yoga, so this puja comes first.',
    pitra_line: 'Your chart meets {count} of the rules for Pitra dosha, so the rites for the forefathers are advised.',
    nakshatra_line: 'Your ascendant lord {lord} stands in a nakshatra that is {tara} tara from your birth star, so a shanti of that star is advised.',
    directions: { ascending: 'ascending', descending: 'descending', full: 'full', partial: 'partial' },
    taras: { JANMA: 'JANMA', SAMPAT: 'SAMPAT', VIPAT: 'VIPAT', KSHEMA: 'KSHEMA', PRATYAK: 'PRATYAK', SADHANA: 'SADHANA', NAIDHANA: 'NAIDHANA', MITRA: 'MITRA', PARAM_MITRA: 'PARAM MITRA' },
  },
  sadhesati: {
    remedies: [
      'The following observances are traditionally kept to ease Saturn’s passage:',
      'Recite the Shani stotra of King Dasharatha, or the Shani beej mantra, on Saturday evenings.',
      'Light a lamp of sesame oil under a peepal tree on Saturdays and walk around it in silence.',
      'Give black sesame, black gram, mustard oil, iron utensils or warm clothing to those in need.',
      'Serve the elderly, labourers and the disabled, whom Saturn is said to protect.',
      'Worship Hanuman on Tuesdays and Saturdays; the Hanuman Chalisa is a common choice.',
      'Feed crows and black dogs, and keep a fast on Saturdays if your health allows it.',
      'Be honest in work and patient in delay; Saturn rewards steady effort more than haste.',
    ],
  },
  pitra: {
    what: 'Pitra dosha is the mark in a birth chart of debts owed to the forefathers: rites left undone or blessings withheld. It is read from the Sun, which stands for the father, and from the ninth house, the house of father, lineage and dharma, when Rahu, Ketu or Saturn afflicts them.',
    rules: {
      sun_rahu: 'The Sun, significator of the father, shares a sign with Rahu.',
      sun_ketu: 'The Sun, significator of the father, shares a sign with Ketu.',
      sun_saturn: 'The Sun, significator of the father, shares a sign with Saturn.',
      node_in_ninth: 'Rahu or Ketu occupies the ninth house, the house of the forefathers.',
      ninth_lord_node: 'The lord of the ninth house shares a sign with Rahu or Ketu.',
    },
    present: 'Pitra dosha is present in your chart, meeting {count} of the rules above. It is a call to remember your ancestors, not a sentence: the rites below are the customary way to answer it.',
    absent: 'Pitra dosha is not present in your chart: neither the Sun nor the ninth house is afflicted by Rahu, Ketu or Saturn. Remembering your forefathers at shraddha remains a good custom.',
    remedies: [
      'The following remedies are traditionally advised for Pitra dosha:',
      'Perform shraddha for your forefathers every year on their death anniversaries and during Pitru Paksha.',
      'Offer tarpana, water with black sesame, facing south on every Amavasya.',
      'Offer pinda, rice balls, at Gaya or on the bank of a holy river, once in a lifetime if possible.',
      'Water a peepal tree on Saturdays and light a lamp beneath it in the evening.',
      'Feed crows, cows and dogs before your own meal on Amavasya.',
      'Give food and clothing to Brahmins and to the poor in the name of your ancestors.',
      'Recite the Pitru stotra or the Pitru Gayatri, and listen to the Garuda Purana during Pitru Paksha.',
      'Have the Narayan Bali or Tripindi shraddha performed by a learned priest if the family line has long neglected the rites.',
      'Respect your father and the elders of your family, and care for them in old age.',
    ],
    effects: [
      'Tradition links Pitra dosha with these tendencies, which other parts of the chart can soften:',
      'Delays in marriage or in the birth of children.',
      'Effort that does not seem to bring its full reward.',
      'Strain or distance in relations with the father or elders.',
      'Recurring disagreements within the family.',
      'A feeling of restlessness that has no clear cause.',
    ],
  },
};
