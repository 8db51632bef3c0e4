// English texts of the sun-sign horoscopes (daily, consolidated, monthly). The sentences are ours,
// written for this project; what each entry means follows these public-domain sources:
// - William Lilly, "Christian Astrology" (1647), book I ch. 4–19: the matters of the twelve houses.
// - Claudius Ptolemy, "Tetrabiblos", tr. J. M. Ashmand (1822), I.13–17: the aspects and the rulers.
// - Alan Leo, "Astrology for All" (1899; 2nd ed. 1910) and "How to Judge a Nativity" (1903/1908):
//   the houses read from the sun's sign, the planets' natures, the Moon as the sign of feeling and
//   daily change; "The Progressed Horoscope" (1905): transits of the Moon and planets, retrogrades.
// Licence: as the project (AGPL-3.0-or-later).
// Health entries give habits, never diagnoses; nothing speaks of death or disaster.
import type { SunSignTexts } from '../types.js';

export const SUN_SIGN_EN: SunSignTexts = {
  moonHouse: [
    {
      personal_life: 'With the Moon in your own sign, people read your moods before you name them, so tell those closest to you what you would like from the evening.',
      profession: 'Your instinct about people is sharp; trust a first impression in a meeting, but check the figures before you commit to them.',
      health: 'Energy follows feeling: a brisk walk or a meal eaten slowly will steady you more than another cup of coffee.',
      emotions: 'Feelings run near the surface and change quickly; treat them like weather, noticed and allowed to pass.',
      travel: 'A short trip on your own terms suits you better than a crowded outing; set off when you are ready, not when you are rushed.',
      luck: 'Small chances come from being seen, so turn up in person where a message would have been easier.',
    },
    {
      personal_life: 'Shared tastes draw you closer to someone; cook together, or choose something for the home side by side.',
      profession: 'Attention turns to pay, prices and what your time is worth, and a calm question about terms will be heard.',
      health: 'Comfort eating is the trap to avoid; good bread, fruit and an early night will serve you better than sweets.',
      emotions: 'Security matters more than usual, and a balanced account or a full cupboard quiets a restless mind.',
      travel: 'Keep errands close to home and practical; a trip to buy something you truly need is well timed.',
      luck: 'Luck comes in modest, solid form, a refund, a find, a fair price; take it as a hint to keep things simple.',
    },
    {
      personal_life: 'A brother, sister, neighbour or old friend may get in touch with news; a light conversation mends more than a long explanation would.',
      profession: 'Letters, calls and quick decisions fill the hours; answer the oldest message first and the rest will follow.',
      health: 'A busy mind tires the body, so step away from screens now and then and let your eyes rest on something distant.',
      emotions: 'Curiosity lifts your spirits, and talking a worry through with someone you trust shrinks it to its real size.',
      travel: 'Short journeys are favoured, across town or to the next village, and an unplanned detour may be the best part.',
      luck: 'Fortune hides in conversation: a passing remark or a line you read points you somewhere useful.',
    },
    {
      personal_life: 'Home and family ask for your presence; an unhurried meal together or a call to a parent will be remembered.',
      profession: 'Work goes best from a settled base: clear your desk and finish what is half done before taking on anything new.',
      health: 'Sleep, warmth and familiar food restore you well now; keep the evening unhurried.',
      emotions: 'Memories surface easily, some sweet and some tender; give them room without letting them decide your plans.',
      travel: 'A journey that brings you home, or back to a place you knew as a child, will feel better than a new destination.',
      luck: 'Good things arrive close to home: something mislaid turns up, or a household matter settles in your favour.',
    },
    {
      personal_life: 'Romance and play are favoured; plan something purely for the pleasure of it, and let a child or a lover set the pace.',
      profession: 'Creative work flows, and the idea you sketch for fun may turn out to be the one worth presenting.',
      health: 'Enjoyment restores you: dance, play a game, or spend time outdoors doing something you loved as a child.',
      emotions: 'Your heart is warm and generous, and a little admiration would be welcome; let yourself enjoy it when it comes.',
      travel: 'An outing for its own sake, a show, a match, a garden, suits you better than any journey taken from duty.',
      luck: 'A playful mood attracts good fortune, but keep any stakes small; the fun is the prize, not the winnings.',
    },
    {
      personal_life: 'Love shows itself through small services, a repair done or a chore taken over, more than through grand words.',
      profession: 'Routine work goes well and colleagues are cooperative; a list cleared now buys you freedom later in the week.',
      health: 'A good moment to look after the body’s routine: regular meals, water, a stretch, and the check-up you have put off.',
      emotions: 'You feel better for being useful; helping someone in a practical way settles a vague unease.',
      travel: 'Travel is mostly for work or errands; allow extra time, and carry what you may need rather than buying it on the way.',
      luck: 'Luck rewards the prepared: the small task done carefully is the one that opens a door.',
    },
    {
      personal_life: 'Partners take the foreground; listen for what your other half needs, and you will find the same care quietly returned.',
      profession: 'Agreements and joint ventures move forward, and one person’s cooperation makes the difference; negotiate face to face.',
      health: 'Share an activity with someone, a walk, a class, a game; company makes the effort lighter.',
      emotions: 'You see yourself in other people’s reactions, so do not take a stranger’s bad temper as a verdict on you.',
      travel: 'Travelling with a companion is favoured, and a visit to someone who has been waiting to see you will be warmly received.',
      luck: 'Other people carry your luck today: an introduction, an offer of help, or a partner’s good news that benefits you both.',
    },
    {
      personal_life: 'Conversations go deeper than usual, and a confidence you keep carefully will strengthen a bond.',
      profession: 'Shared money, loans, insurance or taxes need attention; read the small print before you sign anything.',
      health: 'Spend your strength where it counts; turn down one obligation too many, and go to bed early.',
      emotions: 'Feelings are intense and private; write them down or tell one trusted person rather than broadcasting them.',
      travel: 'Keep journeys purposeful and your belongings close; spontaneous risks on the road are not worth taking now.',
      luck: 'Money owed to you may come back, or a joint matter may be resolved, if you let the other side make the first move.',
    },
    {
      personal_life: 'A conversation about beliefs or big plans brings you closer to someone who sees the world differently.',
      profession: 'Think broadly: study, publishing, teaching or dealings abroad are favoured over routine tasks.',
      health: 'Fresh air and a change of scene do you good; even a walk along an unfamiliar street widens your breathing room.',
      emotions: 'Hope comes easily and the long view comforts you; small annoyances look smaller from where you stand.',
      travel: 'Long journeys and the plans for them are favoured; book, pack, or simply read about the place you want to see.',
      luck: 'A book, a teacher or a distant contact offers the key you were looking for.',
    },
    {
      personal_life: 'Public duties compete with private ones; tell your family plainly when you will be free, and keep to it.',
      profession: 'You are noticed at work, so present your results, ask for what you have earned, and dress for the part.',
      health: 'Ambition can run ahead of the body; pace your effort and keep mealtimes regular through a busy stretch.',
      emotions: 'Your sense of worth is tied to achievement just now; remember that people value you for far more than your work.',
      travel: 'Travel for work goes well, and a journey that raises your profile is worth the trouble it takes.',
      luck: 'Someone in authority may look on you kindly, so a well-timed request to a senior person has good odds.',
    },
    {
      personal_life: 'Friends bring life to the day; join a gathering, or introduce two people who ought to know each other.',
      profession: 'Teamwork carries a project further than working alone, and a contact from a club or network can open a door.',
      health: 'Exercise in company suits you: a group walk, a team game or a class keeps you moving with pleasure.',
      emotions: 'Optimism returns, and a wish you had put aside looks possible again; name it to someone who believes in you.',
      travel: 'A trip with friends, or to a meeting of like-minded people, gives back more than it costs.',
      luck: 'Wishes have a real chance of coming true, and the help you need is most likely to reach you through friends.',
    },
    {
      personal_life: 'Quiet time alone, or with one understanding person, restores you more than a crowd would.',
      profession: 'Work behind the scenes is productive: research, planning and the finishing touches nobody sees; save announcements for later.',
      health: 'You need more sleep than usual, so an early night is time well spent.',
      emotions: 'Dreams and half-formed feelings are vivid, and a kindness done quietly, without credit, lightens your heart.',
      travel: 'A retreat suits you better than a busy trip; if you must travel, leave early and keep plans simple.',
      luck: 'Fortune works out of sight: help you gave long ago comes back to you, and a door that closed may have spared you trouble.',
    },
  ],
  moonPassage: [
    {
      entering: 'The Moon has just come into your sign, opening a fresh emotional cycle; note what you want from the coming weeks.',
      midway: 'At the heart of your sign the Moon makes you unusually receptive, so choose your company with care.',
      leaving: 'A mood that has been strong for two days begins to ease as the Moon readies to move on; let it go without picking it apart.',
    },
    {
      entering: 'Newly arrived in your house of resources, the Moon asks you to note what you need before deciding what to spend.',
      midway: 'You may cling to what is familiar while the Moon sits among your possessions; that is a wish for comfort, not greed.',
      leaving: 'Settle one small bill or debt before the Moon leaves your money house; it lifts a weight you did not know you carried.',
    },
    {
      entering: 'You feel like reaching out now the Moon has entered your house of communication, so send the first message yourself.',
      midway: 'Words come easily, and so do misunderstandings; repeat anything that really matters.',
      leaving: 'Close the conversations still open and let the rest wait; tomorrow brings other business.',
    },
    {
      entering: 'A pull towards home begins as the Moon reaches the foundation of your chart; follow it in the evening.',
      midway: 'Old family feelings may stir with the Moon settled at the root of your chart; meet them gently.',
      leaving: 'You are nearly ready to look outward again; tidy one room, then step out into the world.',
    },
    {
      entering: 'Lightness arrives with the Moon in your house of pleasure, so say yes to an invitation.',
      midway: 'Feelings are warm and a little theatrical; enjoy the show, and laugh at yourself when it runs long.',
      leaving: 'Finish the creative piece or the game you began before this playful spell ends; a small completion satisfies.',
    },
    {
      entering: 'The Moon’s arrival in your house of daily work is a good moment to begin a new routine while the impulse is fresh.',
      midway: 'A worry about details may nag at you; write it down and deal with the items one at a time.',
      leaving: 'Unfinished chores can rest overnight; they will keep, and you will see them more clearly.',
    },
    {
      entering: 'Attention turns to someone else now the Moon has reached your house of partners; ask before you assume.',
      midway: 'You notice what others give and what they hold back, so be fair in both directions.',
      leaving: 'Before this partnership spell ends, thank the person who has carried more than their share lately.',
    },
    {
      entering: 'Something you usually keep hidden asks to be acknowledged, at least to yourself, as the Moon enters your most private house.',
      midway: 'Trust is the question of the hour; give it where it has been earned and nowhere else.',
      leaving: 'A heavy feeling eases as the Moon leaves your house of depths, and the matter will look simpler by tomorrow.',
    },
    {
      entering: 'A restlessness marks the Moon’s entry into your house of far horizons; let it point you somewhere new.',
      midway: 'Your mind wants meaning more than facts, so follow one good question all the way to its end.',
      leaving: 'Write down the idea that inspired you today; a week from now you will be glad of it.',
    },
    {
      entering: 'With the Moon newly at the top of your chart you may feel watched; stand tall and enjoy the attention.',
      midway: 'Your reputation feels personal now, so answer any criticism calmly and briefly.',
      leaving: 'The pressure lifts as the Moon leaves your house of career; look at what you achieved, not only at what remains.',
    },
    {
      entering: 'A sociable impulse appears as the Moon enters your house of friends; answer the invitation you were unsure about.',
      midway: 'You feel part of something larger than yourself, and offering help to a shared cause feels natural.',
      leaving: 'Before this sociable spell passes, check in with the friend who has gone quiet.',
    },
    {
      entering: 'The wish to withdraw that comes as the Moon slips into your house of retreat is a wise one; honour it.',
      midway: 'Feelings are hard to put into words; rest, music or prayer can speak for them.',
      leaving: 'Your spirits lift as the Moon approaches your own sign again, and the fog of recent days begins to clear.',
    },
  ],
  rulerName: { sun: 'the Sun', moon: 'the Moon', mercury: 'Mercury', venus: 'Venus', mars: 'Mars', jupiter: 'Jupiter', saturn: 'Saturn' },
  aspect: {
    moon: {
      conjunction: {
        odd: 'The Moon joins {ruler}, your ruling planet, so heart and will point the same way; act on a decision you truly feel.',
        even: 'The Moon meets {ruler}, your ruler, and feelings you have kept to yourself ask to be heard; a quiet word settles them.',
      },
      harmonious: {
        odd: 'The Moon is on easy terms with {ruler}, your ruling planet, and what you begin in good spirits goes smoothly.',
        even: 'The Moon flows easily with {ruler}, your ruler, so moods are gentle and intuition reliable; trust a quiet hunch.',
      },
      challenging: {
        odd: 'The Moon is at odds with {ruler}, your ruling planet, so mood and intention may pull apart; pause before speaking in irritation.',
        even: 'The Moon pulls against {ruler}, your ruler, and you may feel unsettled without knowing why; make no decision in that mood.',
      },
    },
    sun: {
      conjunction: {
        odd: 'The Sun stands with {ruler}, your ruling planet, giving confidence and visibility; step forward when a chance appears.',
        even: 'The Sun meets {ruler}, your ruler, and brings quiet efforts to notice; accept the recognition gracefully.',
      },
      harmonious: {
        odd: 'A friendly angle from the Sun to {ruler}, your ruler, brings goodwill from people in charge.',
        even: 'The Sun supports {ruler}, your ruling planet, and someone in authority may smooth your way without being asked.',
      },
      challenging: {
        odd: 'The Sun presses on {ruler}, your ruling planet, and pride could cost you an opening; let someone else have the last word.',
        even: 'The Sun strains against {ruler}, your ruler, and you may feel overlooked; be patient, for your turn will come.',
      },
    },
    mercury: {
      conjunction: {
        odd: 'Mercury travels with {ruler}, your ruling planet, so a journey may involve paperwork or a message to deliver in person.',
        even: 'Mercury meets {ruler}, your ruler, so a trip may begin with a phone call or end with a useful conversation.',
      },
      harmonious: {
        odd: 'Mercury favours {ruler}, your ruler, and routes, tickets and timetables fall into place.',
        even: 'Mercury helps {ruler}, your ruling planet, along, and arrangements for travel or errands come together with little effort.',
      },
      challenging: {
        odd: 'Mercury crosses the path of {ruler}, your ruler: confirm addresses and times twice before setting out.',
        even: 'Mercury is at cross purposes with {ruler}, your ruling planet; carry tickets and directions on paper as well as on your phone.',
      },
    },
    venus: {
      conjunction: {
        odd: 'Venus joins {ruler}, your ruling planet, bringing charm and affection; say the kind thing you usually keep to yourself.',
        even: 'Venus meets {ruler}, your ruler, and brings tenderness; a loving gesture, however small, is deeply appreciated.',
      },
      harmonious: {
        odd: 'Venus smiles on {ruler}, your ruler, and a small gift or an invitation will be gladly returned.',
        even: 'Venus is in harmony with {ruler}, your ruling planet, so affection flows easily and an old friend may warm to you again.',
      },
      challenging: {
        odd: 'Venus is at odds with {ruler}, your ruling planet, and tastes or expectations may clash; meet halfway rather than insisting.',
        even: 'Venus strains against {ruler}, your ruler, and you may feel taken for granted; say what you need instead of waiting to be guessed.',
      },
    },
    mars: {
      conjunction: {
        odd: 'Mars stands beside {ruler}, your ruling planet, and fires your energy; spend it on exercise rather than arguments.',
        even: 'Mars meets {ruler}, your ruler, raising an energy that needs an outlet; a hard walk or a good workout will settle it.',
      },
      harmonious: {
        odd: 'Mars lends {ruler}, your ruler, steady strength, so whatever effort you choose to make goes further than usual.',
        even: 'Mars gives {ruler}, your ruling planet, a useful push, so physical tasks feel easier and your stamina holds.',
      },
      challenging: {
        odd: 'Mars strains against {ruler}, your ruler, so haste is the main hazard; do one thing at a time and finish it calmly.',
        even: 'Mars pulls against {ruler}, your ruling planet, and impatience invites carelessness; give physical chores the time they really need.',
      },
    },
  },
  angle: {
    sun: {
      1: 'The Sun in your own sign, your birthday season, builds vitality and self-belief over the weeks; support it with daylight and regular sleep.',
      4: 'The Sun lights your house of home and family, so domestic matters call for your lead and deserve your pride.',
      7: 'The Sun opposite your sign puts partners in the spotlight; let them shine, and the relationship shines with them.',
      10: 'The Sun crowns your chart, the season when effort at work is most visible; aim a little higher than usual.',
    },
    mercury: {
      1: 'Mercury in your sign quickens your step and your speech, and short trips fit easily into your plans.',
      4: 'Mercury in your house of home brings comings and goings at the door: visitors, deliveries, or talk of a move.',
      7: 'Mercury opposite your sign favours negotiation and contracts; put every agreement in writing.',
      10: 'Mercury at the top of your chart keeps your ideas in demand, so prepare notes before you are asked.',
    },
    venus: {
      1: 'Venus in your sign lends you grace and good timing, and people are inclined to say yes.',
      4: 'Venus warms your home, a good time to make a room more beautiful or to welcome guests.',
      7: 'Venus opposite your sign sweetens partnerships and offers a chance to mend a rift.',
      10: 'Venus at the height of your chart smooths working relationships; tact gets further than force.',
    },
    mars: {
      1: 'Mars in your sign gives drive and a short fuse together; burn it off with vigorous exercise, and count to ten before answering back.',
      4: 'Mars stirs your house of home, where repairs go well and quarrels do not; keep family tempers cool.',
      7: 'Mars opposite your sign makes partners assertive; disagree openly and cleanly, and a stalled issue will move.',
      10: 'Mars at the top of your chart sharpens ambition; take the initiative at work, but never at a colleague’s expense.',
    },
  },
  retrogradeOnAngle: {
    mercury: {
      1: 'Mercury retrograde in your own sign slows words and plans; re-read before you send, and let journeys run on generous timetables.',
      4: 'Mercury retrograde in your house of home brings back old household business: a repair that returns, papers to find, a visit rearranged.',
      7: 'Mercury retrograde opposite your sign reopens agreements; review a contract rather than signing a new one, and confirm what a partner understood.',
      10: 'Mercury retrograde at the top of your chart sends you back over work already shown; correct the details before anyone else spots them.',
    },
    venus: {
      1: 'Venus retrograde in your sign turns your charm inward; a change of image is better planned now than carried out.',
      4: 'Venus retrograde in your house of home favours mending old family ties over redecorating; make do with what you have.',
      7: 'Venus retrograde opposite your sign brings a past relationship or an old understanding back into view; look at it kindly and decide slowly.',
      10: 'Venus retrograde at the height of your chart asks you to repair a strained working relationship before seeking new favour.',
    },
    mars: {
      1: 'Mars retrograde in your sign can leave you flat one hour and restless the next; steady exercise suits you better than bursts.',
      4: 'Mars retrograde in your house of home brings back an old household quarrel or an unfinished repair; settle it calmly, once.',
      7: 'Mars retrograde opposite your sign revives an old disagreement; answer it with facts, not heat.',
      10: 'Mars retrograde at the top of your chart holds an ambition back for now; use the pause to strengthen your plan.',
    },
    jupiter: {
      1: 'Jupiter retrograde in your sign asks you to grow inwardly before outwardly, and good fortune follows reflection.',
      4: 'Jupiter retrograde in your house of home favours improving the home you have over moving to a bigger one.',
      7: 'Jupiter retrograde opposite your sign brings an old partner or adviser back, with help you once turned down.',
      10: 'Jupiter retrograde at the top of your chart slows advancement; finish what you promised, and the reward will wait for you.',
    },
    saturn: {
      1: 'Saturn retrograde in your sign makes old tiredness felt; keep regular hours and do not carry more than your share.',
      4: 'Saturn retrograde in your house of home brings back a family duty you thought was done; take it on patiently.',
      7: 'Saturn retrograde opposite your sign asks you to revisit a long commitment with a partner or client and mend its terms.',
      10: 'Saturn retrograde at the top of your chart calls for a review of your career’s foundations; patience now builds something lasting.',
    },
  },
  rulerRetrograde: {
    aries: 'Mars, your ruler, is retrograde, so your usual dash meets delays; rebuild strength steadily rather than forcing the pace.',
    taurus: 'Venus, your ruling planet, is retrograde, and pleasures you took for granted ask to be valued anew; an old affection may return.',
    gemini: 'Your ruler Mercury is retrograde: a quick mind is better used for revising than launching, so check bookings and messages twice.',
    virgo: 'Mercury, which rules your sign, is retrograde, so lists and plans need a second pass; allow extra time for every journey.',
    libra: 'Venus, ruler of your sign, is retrograde: a balance you thought settled in love or friendship wants adjusting, gently.',
    scorpio: 'Your ruler Mars is retrograde, turning your intensity inward; give it to patient planning and moderate exercise.',
    sagittarius: 'Jupiter, your ruler, is retrograde, so your luck lies in finishing what you began rather than in starting afresh.',
    capricorn: 'Saturn, your ruling planet, is retrograde: duties you thought were settled come back for revision, and patience pays.',
    aquarius: 'Saturn, ruler of your sign, is retrograde, asking you to revisit an old structure, a rule, a routine or a promise, and rebuild it better.',
    pisces: 'Your ruler Jupiter is retrograde, and faith renews itself from within; an old hope returns in a wiser form.',
  },
  sunHouseMonth: [
    'The Sun passes through your own sign this month, the start of your personal year. Confidence and vitality rise; set intentions for the twelve months ahead, and let others see what you can do.',
    'The Sun moves through your house of money and possessions. Earnings, spending and what you truly value come into focus; budget with care, and choose quality over quantity.',
    'The Sun lights your house of communication. Letters, calls, short journeys and study fill the weeks, and ties with brothers, sisters and neighbours benefit from the attention you give them.',
    'The Sun reaches the foundation of your chart. Home, family and property ask for your time; repairs, a move or a reunion are well placed, and quieter evenings renew your strength.',
    'The Sun warms your house of pleasure and creativity. Romance, children, hobbies and art bring joy; make time to play, and give a creative idea a form others can enjoy.',
    'The Sun enters your house of work and health. Routines, diet and daily duties deserve care, colleagues value a steady hand, and habits begun now tend to last.',
    'The Sun crosses your house of partnership, opposite your own sign. Relationships and agreements take centre stage; cooperation brings more than competition, and a partner’s success is partly yours.',
    'The Sun goes through your house of shared resources. Joint finances, debts, insurance and inheritances want sorting out; it is also a month for honesty and for letting go of what no longer serves you.',
    'The Sun travels through your house of journeys and learning. Distant places, study, teaching and questions of belief draw you, and a plan to travel or learn something new is well timed.',
    'The Sun reaches the highest point of your chart. Career and reputation are in the spotlight; people above you notice your work, and effort now can earn recognition that lasts.',
    'The Sun shines on your house of friends and hopes. Your social life widens, groups welcome you, and a long-held wish moves closer; a friend’s advice is worth following.',
    'The Sun passes through your house of retreat, the month before your birthday season. Rest, reflection and quiet service restore you; finish old business so you can start fresh when the Sun returns to your sign.',
  ],
  fullMoonHouse: [
    'The full moon falls in your own sign, a high tide for feelings about yourself; something personal comes to fruition.',
    'The full moon lights your house of money, a good moment to see where your finances stand and to settle accounts.',
    'The full moon in your house of communication brings news to a head, and an important conversation reaches its conclusion.',
    'The full moon illuminates home and family, so a domestic matter comes into the open where it can be resolved.',
    'The full moon in your house of pleasure brings a romance or a creative project to a high point; celebrate what deserves it.',
    'The full moon lights your house of work and health; a job is finished, and your body tells you clearly what it needs.',
    'The full moon in your house of partnership brings a relationship or an agreement to a turning point; speak honestly.',
    'The full moon lights your house of shared resources, bringing a joint money matter or a private feeling into view.',
    'The full moon in your house of journeys brings a trip, an examination or a question of belief to its culmination.',
    'The full moon at the top of your chart marks a peak at work; results become visible, and so do loose ends.',
    'The full moon in your house of friends brings a gathering or a shared hope to fulfilment, and friends rally round.',
    'The full moon in your house of retreat asks for rest; set down a worry you have carried too long.',
  ],
};
