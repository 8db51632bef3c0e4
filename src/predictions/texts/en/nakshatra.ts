// English texts of the daily nakshatra prediction. The sentences are ours, written for this project;
// what each entry means follows these public-domain sources:
// - The nine taras and their natures (Janma mixed; Sampat wealth; Vipat danger; Kshema well-being;
//   Pratyak obstacles; Sadhana achievement; Naidhana the worst; Mitra friend; Parama Mitra best
//   friend): the traditional tara bala scheme of Ramacharya's Muhurta Chintamani (c. 1600).
// - The seven natures of the nakshatras and the works each suits (fixed, movable, fierce, mixed,
//   swift, soft, sharp): Varahamihira, Brihat Samhita ch. 98, tr. N. Chidambaram Iyer (1884).
// - The five classes of tithis (Nanda joy, Bhadra good, Jaya victory, Rikta empty, Purna full):
//   the same Muhurta tradition, as printed in Indian almanacs.
// Licence: as the project (AGPL-3.0-or-later).
// Health entries give habits, never diagnoses; nothing speaks of death or disaster.
import type { NakshatraTexts } from '../types.js';

export const NAKSHATRA_EN: NakshatraTexts = {
  tara: {
    janma: {
      health: 'The Moon returns to your birth star, a day when body and mood are closely linked; eat simply and keep to your usual rhythm.',
      emotions: 'You may feel more sensitive than usual, as if every remark were about you; give yourself a few quiet moments to settle.',
      profession: 'Carry on with work already in hand rather than launching something new; steady effort serves you better than a bold stroke.',
      luck: 'Fortune is mixed: what you tend yourself goes well, while anything that depends on chance is better left for another day.',
      personal_life: 'Those closest to you matter more than wider company, and a simple evening at home keeps the peace.',
      travel: 'Tradition advises against setting out on a long journey on your birth star; short, familiar trips are fine.',
    },
    sampat: {
      health: 'Strength is good and appetite healthy; put the energy into tasks you have been putting off, without overdoing it.',
      emotions: 'A sense of plenty colours the day and generosity comes naturally; share what you have without keeping score.',
      profession: 'A favourable day for money matters at work: sales, payments, a talk about pay, or a new client.',
      luck: 'The star of wealth favours gain, and a purchase of lasting value or an investment you have studied is well timed.',
      personal_life: 'Family life is comfortable, and a gift or a shared meal strengthens goodwill at home.',
      travel: 'Journeys made for business, or to collect what is owed to you, go well.',
    },
    vipat: {
      health: 'Go carefully: hurry and missed meals are what wear you down, so keep a measured pace and rest when you can.',
      emotions: 'Small setbacks may feel bigger than they are; name the worry plainly and it loses much of its hold.',
      profession: 'Obstacles and delays are likely, so avoid signing important papers or starting a venture; tie up loose ends instead.',
      luck: 'The star of obstacles asks for prudence: do not lend money or take risks, and keep valuables safe.',
      personal_life: 'Misunderstandings arise easily; choose gentle words, and postpone a difficult discussion if you can.',
      travel: 'Put off journeys that are not necessary; if you must go, leave early and check your arrangements twice.',
    },
    kshema: {
      health: 'The star of well-being supports recovery and comfort, a good day to rest properly or begin a gentle routine.',
      emotions: 'A calm, contented feeling settles in; enjoy it, and let it soften an old grievance.',
      profession: 'Work proceeds safely; routine tasks, consolidation and care of what you already have are favoured.',
      luck: 'Protection rather than windfall marks the day: what you own is safe, and small comforts come your way.',
      personal_life: 'Home is a haven, and caring for an elder or a child brings quiet satisfaction.',
      travel: 'Journeys tend to go smoothly and comfortably, above all trips to see family.',
    },
    pratyak: {
      health: 'Tension gathers in the body when you push against resistance; stretch, breathe slowly, and do not drive a tired body harder.',
      emotions: 'You may meet opposition or feel thwarted; hold your ground calmly without turning it into a contest.',
      profession: 'Rivals or critics may be active, so prepare your case with care and let results speak instead of arguing.',
      luck: 'Luck runs against hasty plans; wait for a kinder star before any significant commitment.',
      personal_life: 'Differences of opinion surface at home; listen first, and agree to differ where nothing important is at stake.',
      travel: 'Travel may meet hindrances such as changed plans or slow traffic, so keep your timetable loose.',
    },
    sadhana: {
      health: 'Discipline pays: the exercise or diet you keep to now brings results you can feel.',
      emotions: 'Purpose steadies your mood, and seeing progress gives you a quiet confidence.',
      profession: 'The star of accomplishment favours effort aimed at a goal: finish a project, sit a test, or present your work.',
      luck: 'Success comes from effort rather than chance, and what you work for is within reach.',
      personal_life: 'Shared goals bring you closer; make a plan together and take the first practical step.',
      travel: 'Journeys with a clear purpose are favoured: an interview, a meeting, a pilgrimage.',
    },
    naidhana: {
      health: 'This is the most delicate of the nine taras; rest well, avoid strain, and leave strenuous or risky activity for another day.',
      emotions: 'Energy and mood may run low; be patient with yourself and ask little of the day.',
      profession: 'Tradition holds that nothing new should begin under this tara; complete, review and clear away instead.',
      luck: 'Luck is weak: avoid speculation, large purchases, and promises you may struggle to keep.',
      personal_life: 'Keep commitments modest, and offer loved ones care rather than demands.',
      travel: 'Avoid starting a long journey; if travel cannot wait, go well prepared and unhurried.',
    },
    mitra: {
      health: 'Good company does the body good, and a walk with a friend or a shared meal restores your energy.',
      emotions: 'A friendly star brings warmth and ease, and people respond kindly to you.',
      profession: 'Colleagues and associates are supportive; ask for help or propose working together.',
      luck: 'Fortune arrives through friends: an introduction, a piece of advice or a favour turns things your way.',
      personal_life: 'Relationships flourish, and a reconciliation is possible if you make the first move.',
      travel: 'Visits to friends and journeys in good company are favoured.',
    },
    param_mitra: {
      health: 'Vitality is good and the body answers care readily; begin a healthy habit with confidence.',
      emotions: 'Contentment runs deep, and you feel supported by the people around you.',
      profession: 'Parama Mitra, the kindest of the taras, favours important beginnings: launch, sign or apply now.',
      luck: 'Luck is strong, and a well-considered venture started now has the stars on its side.',
      personal_life: 'Love and family life are blessed; a proposal, an engagement or a celebration is well timed.',
      travel: 'Journeys are favoured, and help appears on the way when you need it.',
    },
  },
  tithiClass: {
    nanda: 'The tithi is of the Nanda class, the tithis of joy, which lend the day a festive note.',
    bhadra: 'A Bhadra tithi rules the day, favoured for steady, useful work and for acts of kindness.',
    jaya: 'The tithi belongs to the Jaya class, the tithis of victory, which reward determined effort.',
    rikta: 'The tithi is of the Rikta class, which the almanacs keep for clearing and completing; weigh that before choosing the hour of a new start.',
    purna: 'A Purna tithi, a full one, lends completeness to whatever you bring to a close.',
  },
  nakshatraNature: {
    fixed: 'The Moon stands in a fixed nakshatra, kinder to settling in than to setting out; on a journey, aim to arrive and stay rather than rush from place to place.',
    movable: 'The Moon’s nakshatra is a movable one, which the old texts name for journeys and vehicles, so a trip you do make has support.',
    fierce: 'The Moon is in a fierce nakshatra; on the road, patience and caution serve better than speed.',
    mixed: 'The Moon’s nakshatra is of mixed nature, suited to ordinary errands and business trips.',
    swift: 'The Moon is in a swift nakshatra, which favours short, quick trips and errands done promptly.',
    soft: 'The Moon is in a soft nakshatra, kind to pleasant outings and visits to friends.',
    sharp: 'The Moon’s nakshatra is a sharp one, so keep travel practical and avoid pleasure trips begun in haste.',
  },
};
