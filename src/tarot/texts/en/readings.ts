// English: what turns a card's meaning (cards.ts) into a reading for love, career or finance, by the
// card's suit or the Major Arcana, and the sentence that explains a yes/no answer. Source: the suits'
// domains as they follow from the divinatory meanings A. E. Waite gives the Lesser Arcana in "The Pictorial
// Key to the Tarot" (London, 1910; public domain), Part III § 2 (he names no domains himself): Wands
// enterprise and energy, Cups love and feeling, Swords strife and the mind, Pentacles money and work; the
// trumps the larger forces of a life. The sentences are ours, written for this project (licence as the
// repository's).
import type { Answer } from '../../yes-no.js';

export type Area = 'love' | 'career' | 'finance';
export type Group = 'major' | 'wands' | 'swords' | 'cups' | 'pentacles';

export const areaNotes: Readonly<Record<Area, Readonly<Record<Group, string>>>> = {
  love: {
    major: 'Drawn for love, a trump marks a turning point larger than the everyday: this force is likely to colour the relationship for a while.',
    wands: 'For love, the wands bring energy and initiative: passion, pursuit and the courage to make the first move.',
    swords: 'For love, the swords ask for clear words: honesty and careful thought will settle what feelings alone cannot.',
    cups: 'For love, the cups are at home: feelings are the heart of this reading, to be shared openly.',
    pentacles: 'For love, the pentacles speak of steadiness: affection shown in deeds, shared plans and a secure home.',
  },
  career: {
    major: 'Drawn for work, a trump points to a defining stage of your path: read what this card names as a main current in your career now.',
    wands: 'At work, the wands favour enterprise: new projects, ambition and energetic action carry you forward.',
    swords: 'At work, the swords call for judgement: decisions, negotiation and clear thinking decide the outcome.',
    cups: 'At work, the cups bring the human side forward: colleagues, goodwill and work you care about matter most.',
    pentacles: 'At work, the pentacles are in their element: skill, diligence and steady effort bring tangible results.',
  },
  finance: {
    major: 'Drawn for money, a trump signals that finances follow a wider change in your life: read this card as the pattern behind the figures.',
    wands: 'For money, the wands point to growth through enterprise: income follows initiative, though haste should be checked.',
    swords: 'For money, the swords advise a sharp eye: review terms, cut waste and let reason, not worry, guide choices.',
    cups: 'For money, the cups tie finances to feelings: spending on those you love, and sharing resources, are in focus.',
    pentacles: 'For money, the pentacles speak plainly: earnings, savings and property respond to prudent management.',
  },
};

export const answerNotes: Readonly<Record<Answer, string>> = {
  Yes: 'The answer leans towards yes: the card favours what you asked about.',
  No: 'The answer leans towards no: the card advises against the course, or against expecting it now.',
  Maybe: 'The answer is not yet settled: what is hidden or undecided must come to light first.',
};
