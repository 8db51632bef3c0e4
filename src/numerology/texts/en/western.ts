// English texts of Western (Pythagorean) numerology: the life path, expression, soul urge, personality and
// subconscious self numbers, the challenges and the personal year, month and day.
// Sources of the meanings (the sentences are ours): L. Dow Balliett, "How to Attain Success Through the
// Strength of Vibration" (1905) and "The Philosophy of Numbers" (1908), both in the public domain in the
// US, for the nature of each vibration 1–9; the master numbers 11, 22 and 33 are read as the later practice
// reads them, as 2, 4 and 6 raised to a master's scale. The personal cycles apply the nine meanings to a period.
// The subconscious self follows the idea of Balliett's school that the vibrations present in a name are the
// resources a person draws on when tested without warning: the more of the nine, the wider the reserve.
// Licence: as the repository's.
import type { WesternTexts } from '../types.js';

export const WESTERN_EN: WesternTexts = {
  titles: {
    lifepath: 'Life Path Number',
    expression: 'Expression Number',
    soul_urge: 'Soul Urge Number',
    personality: 'Personality Number',
    sub_conscious_self: 'Subconscious Self Number',
    challenge: 'Challenge Numbers',
  },
  numbers: {
    1: {
      lifepath: 'Your path is that of the pioneer. One is the number of beginnings and of the single will, and life asks you to stand on your own feet, decide for yourself and open roads others will later follow.',
      expression: 'Your name sounds the note of one: you express yourself through initiative, original ideas and a wish to lead rather than be led.',
      soul_urge: 'Deep down you want to be yourself without permission: to be first, to create something that is plainly your own and to answer to your own judgement.',
      personality: 'Others meet in you a direct, self-reliant person who seems ready to take charge; make room for gentleness so that strength is not read as coldness.',
    },
    2: {
      lifepath: 'Your path is that of the partner and peacemaker. Two is the number of union, and you move forward through cooperation, patient diplomacy and the art of bringing people together.',
      expression: 'Your name carries the vibration of two: you work best beside others, with tact, a fine ear for detail and the gift of smoothing over differences.',
      soul_urge: 'At heart you long for harmony and companionship, for a quiet home and a partner who understands you without many words.',
      personality: 'People see you as gentle, courteous and easy to talk to; you put others at ease, though you may hide your own wishes to keep the peace.',
    },
    3: {
      lifepath: 'Your path is one of self-expression. Three is the number of joy and the creative word, and your life opens through speaking, writing, art and the pleasure of good company.',
      expression: 'Your name vibrates to three: your talents lie in words, images and ideas, and you lift the spirits of those around you when you use them.',
      soul_urge: 'Inwardly you wish to create and to be heard, to live with colour and laughter and to share what delights you.',
      personality: 'You come across as bright, sociable and witty, the one who starts the conversation; keep your many interests from scattering your energy.',
    },
    4: {
      lifepath: 'Your path is that of the builder. Four is the square, the number of order and steady labour, and your years reward method, honesty and work done thoroughly from the foundation up.',
      expression: 'Your name sounds the note of four: you express yourself through practical skill, reliability and the patience to see a plan through to the end.',
      soul_urge: 'What you want most is security and order: a settled place, work you can trust and results you can measure with your own hands.',
      personality: 'Others see you as dependable, serious and well organised; a lighter touch now and then lets them see the warmth behind the discipline.',
    },
    5: {
      lifepath: 'Your path is one of change and experience. Five is the number of the senses and of freedom, and you learn through travel, variety and lessons lived rather than read.',
      expression: 'Your name vibrates to five: you are quick, adaptable and persuasive, at your best where things move and no two days are the same.',
      soul_urge: 'At heart you crave freedom: new places, new people and the chance to try life in many forms without being tied down.',
      personality: 'People meet in you a lively, curious and adventurous spirit; they enjoy your energy, though they may wonder how long you will stay.',
    },
    6: {
      lifepath: 'Your path is one of love and responsibility. Six is the number of the home and of harmony, and family, service to the community and the care of beauty stand at the centre of your life.',
      expression: 'Your name carries the vibration of six: you express yourself by caring for others, making peace and creating comfort and beauty around you.',
      soul_urge: 'Inwardly you long to love and be loved, to keep a warm home and to know that those in your care are well.',
      personality: 'To others you are kind, responsible and protective, someone to lean on; take care that helping does not turn into carrying everyone.',
    },
    7: {
      lifepath: 'Your path is that of the seeker. Seven is the number of wisdom and of inner perfection, and study, reflection and the search for what lies beneath appearances draw you on.',
      expression: 'Your name sounds the note of seven: your gifts are analysis, research and insight, and you do your finest work in quiet and at your own pace.',
      soul_urge: 'More than applause you want understanding: time alone, good books and the answer to the question behind the question.',
      personality: 'You appear reserved, thoughtful and a little mysterious; people sense depth in you before they come to know you.',
    },
    8: {
      lifepath: 'Your path is one of power and achievement. Eight is the number of balance between the material and the spiritual, and your years test your judgement in business, money and authority.',
      expression: 'Your name vibrates to eight: you have the gifts of an organiser and executive, able to manage large affairs and to weigh them fairly.',
      soul_urge: 'Inwardly you wish for success that can be seen and for the freedom that it brings, and for the respect of those whose judgement you value.',
      personality: 'You strike others as capable, confident and ambitious, a person of natural authority from whom they expect fairness; judging evenly keeps that trust.',
    },
    9: {
      lifepath: 'Your path is one of completion and compassion. Nine holds all the numbers before it, and the call of your life is to serve a wider circle, to forgive and to give without counting.',
      expression: 'Your name carries the vibration of nine: you express yourself through generosity, breadth of vision and art or work that speaks to many.',
      soul_urge: 'At heart you wish to make the world a little better, and you are moved by every cause that lifts people up.',
      personality: 'People meet in you a warm, broad-minded and giving person; they trust your sympathy and often bring you their troubles.',
    },
    11: {
      lifepath: 'Yours is the master number eleven: a path of inspiration. Flashes of insight come to you with a call to share ideals with others; the sensitivity that goes with it asks for rest and a steady base.',
      expression: 'Your name vibrates to the master number eleven: you inspire others through vision and intuition, and your words can carry light to many.',
      soul_urge: 'Inwardly you long to serve an ideal and to pass on the insight you receive; ordinary aims rarely satisfy you for long.',
      personality: 'Others sense something unusual in you, a refined and idealistic air; they may look to you for guidance before you feel ready to give it.',
    },
    22: {
      lifepath: 'Yours is the master number twenty-two: the path of the master builder. Your years ask you to turn large visions into lasting works that serve many people, through patient and practical effort.',
      expression: 'Your name sounds the master note of twenty-two: you can plan on a large scale and bring ideals down to earth in forms that last.',
      soul_urge: 'Your deepest wish is to build something that outlives you and is of use to many, uniting vision and method.',
      personality: 'People see in you a capable, far-sighted organiser whom they trust with great undertakings.',
    },
    33: {
      lifepath: 'Yours is the master number thirty-three: the path of the teacher of love. It raises the care of six to a wider scale, and it asks of you service, words that comfort and patience with others.',
      expression: 'Your name vibrates to the master number thirty-three: you express yourself through compassion, teaching and the uplifting of those who need it.',
      soul_urge: 'Above all you wish to give of yourself for the good of others, and you feel deeply the needs of those around you.',
      personality: 'Others meet in you a nurturing, wise and selfless presence, one they turn to for comfort and counsel.',
    },
  },
  none: {
    soul_urge: 'Your name as written has no vowel, so it gives no soul urge number; read your inner wishes from your expression and life path numbers instead.',
    personality: 'Your name as written has no consonant, so it gives no personality number; the impression you make is read from your expression number instead.',
  },
  sub_conscious_self: {
    1: 'Your name shows only one of the nine vibrations. When something unexpected happens you fall back on a single strength; lean on people you trust and think ahead, so that a surprise does not find you alone with one answer.',
    2: 'Your name shows two of the nine vibrations. Faced with a sudden test you have a narrow range of responses; you do best with a partner at your side and a plan made before it is needed.',
    3: 'Your name shows three of the nine vibrations. In an emergency you tend to react by feeling first; a few steady habits and advice from others give you firmer ground when you are taken by surprise.',
    4: 'Your name shows four of the nine vibrations. An unexpected test can unsettle you at first, but once you find a method you hold to it; routines prepared in calm times carry you through.',
    5: 'Your name shows five of the nine vibrations, a middle measure. You meet surprises with a fair choice of responses, sometimes hesitating between them; deciding on one and keeping to it serves you well.',
    6: 'Your name shows six of the nine vibrations. When tested without warning you usually find a sensible, responsible answer, and others are glad to have you near when plans go wrong.',
    7: 'Your name shows seven of the nine vibrations. You meet the unexpected with thought rather than alarm, drawing on a wide store of experience and a readiness to look at the problem from more than one side.',
    8: 'Your name shows eight of the nine vibrations. You have broad resources to call on in a sudden test; you take charge calmly and can organise others when matters turn urgent.',
    9: 'Your name shows all nine vibrations. Whatever arrives without warning, some part of you knows how to meet it; the reserve is wide, and the lesson is to use it without feeling you must carry every burden yourself.',
  },
  challenge_names: ['First challenge', 'Second challenge', 'Third (main) challenge', 'Fourth challenge'],
  challenges: [
    'Zero: the challenge of choice. No single weakness is marked, so every lesson is open to you, and the task is to choose your direction and keep to it.',
    'One: the challenge of self-assertion. Learn to stand by your own opinions without domineering and without bowing to every stronger will.',
    'Two: the challenge of sensitivity. Learn not to take small slights to heart and to cooperate without losing yourself.',
    'Three: the challenge of expression. Learn to speak and create freely instead of holding back for fear of being judged, and to focus your gifts.',
    'Four: the challenge of order. Learn patience with routine and detail, and build step by step instead of chafing at limits.',
    'Five: the challenge of freedom. Learn to use change wisely: neither clinging to the familiar nor running after every new pleasure.',
    'Six: the challenge of responsibility. Learn to care for others without trying to manage their lives, and to accept people as they are.',
    'Seven: the challenge of faith. Learn to trust and to open up, so that a love of solitude does not become isolation or doubt.',
    'Eight: the challenge of money and power. Learn a balanced view of material things, neither chasing them above all nor despising them.',
  ],
  personal_year: {
    1: 'A personal year of one opens a new nine-year cycle. It is a time to plant seeds: begin projects, make plans in your own name and act with independence.',
    2: 'A personal year of two is a year of patience and partnership. What was planted grows quietly; cooperate, listen and let agreements ripen without forcing them.',
    3: 'A personal year of three brings self-expression and sociability. Enjoy friends, share your ideas and use your creative gifts, while keeping your efforts focused.',
    4: 'A personal year of four is a year of work and foundations. Put your affairs in order, keep to a routine and build carefully; the effort pays off later.',
    5: 'A personal year of five brings change, movement and new experience. Welcome the unexpected, travel if you can and make room for freedom, choosing with care.',
    6: 'A personal year of six centres on home, family and responsibility. Give time to those close to you, settle matters of the household and beautify your surroundings.',
    7: 'A personal year of seven is a year for reflection and study. Step back, rest, learn and look inward; understanding gained now guides the years ahead.',
    8: 'A personal year of eight is a year of achievement in practical affairs. Business, money and recognition are in focus; act with confidence and fair judgement.',
    9: 'A personal year of nine closes the cycle. Finish what is incomplete, let go of what you have outgrown and be generous, clearing space for a new start.',
  },
  personal_month: {
    1: 'A personal month of one favours fresh starts. Take the initiative on something that matters to you and trust your own judgement.',
    2: 'A personal month of two asks for patience and tact. Work with others, attend to details and let things develop at their own pace.',
    3: 'A personal month of three is bright and social. Reach out to friends, express your ideas and give your creative side room to play.',
    4: 'A personal month of four is for steady work. Organise, finish tasks you have put off and lay practical groundwork.',
    5: 'A personal month of five brings movement and surprises. Stay flexible, try something new and avoid rash decisions made in a hurry.',
    6: 'A personal month of six turns attention to home and loved ones. Offer help where it is needed and restore harmony where it has worn thin.',
    7: 'A personal month of seven favours quiet and thought. Read, study, take time for yourself and listen to your intuition.',
    8: 'A personal month of eight brings practical matters forward. Attend to money, work and plans for advancement with a clear head.',
    9: 'A personal month of nine is for completion. Tie up loose ends, forgive old grievances and make space for what comes next.',
  },
  personal_day: {
    1: 'A personal day of one: a good day to start something, speak up for your ideas and act on your own initiative.',
    2: 'A personal day of two: a day for cooperation, listening and small courtesies; let others take the lead where that keeps the peace.',
    3: 'A personal day of three: a cheerful day for conversation, writing, meeting friends and enjoying what you create.',
    4: 'A personal day of four: a day for practical tasks, order and careful work; finish what is in front of you.',
    5: 'A personal day of five: expect variety and change of plan; an outing or a new experience suits the day.',
    6: 'A personal day of six: a day for home, family and kindness; someone close to you may need your attention.',
    7: 'A personal day of seven: a quiet day for thinking, study and rest; avoid crowds and trust your inner voice.',
    8: 'A personal day of eight: a day for business, money matters and decisions that call for authority and balance.',
    9: 'A personal day of nine: a day to complete things, give generously and let go of what no longer serves you.',
  },
};
