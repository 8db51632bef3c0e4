// English: the year forecast of chinese_year_forecast, read from how the year's animal and element stand to
// the birth year's. Sources, public domain: the customary relations of the animals (trines, six harmonies,
// six clashes; one's own animal's year) as J. Doolittle, Social Life of the Chinese (New York, 1865) and
// W. F. Mayers, The Chinese Reader's Manual (Shanghai, 1874) record the branches being compared; the
// producing and overcoming orders of the five elements from Mayers (1874), Part II. The customs say which
// years are easy or testing, not what happens in them; the advice is ours, written for this project (licence
// as the repository's). No text foretells illness, loss or misfortune as certain.
import type { AnimalRelation, ElementRelation } from '../../zodiac.js';

interface Areas {
  overview: string;
  career: string;
  relationships: string;
  finance: string;
  wellbeing: string;
}

export interface ForecastTexts {
  /** `{element}` `{animal}` of the year, `{start}` its New Year (D-M-YYYY). */
  year: string;
  /** By how the year's animal stands to the birth animal. */
  relations: Readonly<Record<AnimalRelation, Areas>>;
  /** By how the year's element stands to the birth year's: `{own}` and `{other}` the two elements. */
  elements: Readonly<Record<ElementRelation, string>>;
}

export const forecast: ForecastTexts = {
  year: 'The {element} {animal} year begins on {start}.',
  relations: {
    same: {
      overview: 'This is your own animal’s year, the one that returns every twelfth year. Custom treats it as a year to move carefully: old patterns come up for review, and what you build now is best built on firm ground. It rewards reflection more than haste.',
      career: 'At work, consolidate before you expand. Finish what is open, check agreements closely and prefer steady progress to dramatic moves; a change you plan carefully serves you better than one made on impulse.',
      relationships: 'Patience with those close to you pays this year. Misunderstandings pass quickly if you speak plainly and listen fully; it is a good year to renew old friendships rather than to test them.',
      finance: 'Keep a margin. Budget conservatively, avoid lending or borrowing beyond what is comfortable and leave speculative ventures for a later year.',
      wellbeing: 'Keep regular hours and make room for rest. Customary red clothing or ornaments for one’s own year are a way to mark it with good cheer; calm routines are the practical equivalent.',
    },
    trine: {
      overview: 'The year’s animal belongs to your own group of three, the animals that work in harmony. Custom counts it among the easier years: efforts tend to meet with help, and plans begun in earnest tend to find support.',
      career: 'Colleagues and patrons are well disposed. It is a good year to propose ideas, join a team venture or take on more responsibility, as long as you keep promises you can meet.',
      relationships: 'Friendships deepen and new acquaintances come easily. Shared projects and celebrations bring people together; it is a favourable year to make commitments.',
      finance: 'Steady effort is likely to be rewarded. Put gains towards long-term goals rather than spending them as they arrive, and favour partners you already trust.',
      wellbeing: 'Good spirits come readily. Use the year’s momentum to settle healthy habits that will carry you through harder years.',
    },
    harmony: {
      overview: 'The year’s animal is your partner among the six harmonious pairs. Custom reads such a year as one of quiet support: help may arrive from unexpected quarters, and cooperation achieves more than going alone.',
      career: 'Partnerships and alliances are favoured. Seek out one trusted collaborator or mentor; a joint effort can open doors that stayed closed to you alone.',
      relationships: 'A good year for reconciliation and for bonds that last. Warmth offered is returned, and family matters can be settled amicably.',
      finance: 'Shared plans go well when terms are clear. Joint savings or a carefully chosen partnership can prosper; write agreements down.',
      wellbeing: 'Companionship lifts your energy. Activities shared with others, from walks to classes, help you keep a good balance.',
    },
    clash: {
      overview: 'The year’s animal stands opposite yours on the circle of twelve, the position custom calls a clash. Such years tend to bring movement and change: plans may need revising and routines may be unsettled. Met with flexibility, the change can clear the way for something better.',
      career: 'Shifts in roles, places or priorities are possible. Keep options open, avoid needless confrontations with superiors and treat unexpected changes as chances to learn new skills.',
      relationships: 'Tempers may run shorter than usual, yours included. Choose words with care, give others room and avoid forcing decisions that can wait.',
      finance: 'Caution with money is wise. Keep reserves, read contracts carefully and postpone large commitments until the picture is clear.',
      wellbeing: 'Give yourself more rest than usual when things move fast, and keep the routines that steady you: regular meals, sleep and quiet time.',
    },
    neutral: {
      overview: 'The year’s animal stands in no special relation to yours: custom sees neither particular help nor particular strain. What you put in largely determines what you get out, which makes it a good year for steady, self-directed effort.',
      career: 'Progress follows effort. Set clear goals for the year and review them each season; skills you build now will be useful later.',
      relationships: 'Relationships go as well as you tend them. Regular contact and small kindnesses keep bonds strong without drama.',
      finance: 'An ordinary year for money: sound budgeting, modest saving and avoiding hasty purchases keep it on an even keel.',
      wellbeing: 'Balance is easy to keep if you plan for it: regular rest, activity you enjoy and time outdoors.',
    },
  },
  elements: {
    same: 'The year’s element is your own, {own}: its qualities are doubled, for good and for excess, so use them with moderation.',
    nourishes: 'The year’s {other} feeds your {own} in the producing order: the year tends to replenish you, and support comes more easily than usual.',
    drains: 'Your {own} feeds the year’s {other} in the producing order: you may find yourself giving more than you receive, so pace your commitments.',
    yields: 'Your {own} overcomes the year’s {other}: effort gains ground this year, and what you set out to master is within reach if you keep at it.',
    pressures: 'The year’s {other} overcomes your {own}: expect demands and discipline from outside, which strengthen you if you meet them one at a time.',
  },
};
