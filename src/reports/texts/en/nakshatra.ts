// English: the Moon's nakshatra at birth, Ashwini … Revati, by section (physical, character, education,
// family, health), each an array of paragraphs. Meanings from public-domain sources: Varahamihira's Brihat
// Samhita, the chapters on the asterisms and on the qualities of those born under them (tr. N. Chidambaram
// Iyer, Madras 1884); Varahamihira's Brihat Jataka, the Moon's asterism at birth (tr. N. Chidambaram Iyer,
// 1885; tr. Swami Vijnanananda, 1912); the deities of the asterisms as Varahamihira names them, which follow
// the Taittiriya Brahmana's list with a few later changes (the two Phalgunis' and Chitra's among them); and
// the stars' natures as those texts class them (fixed, movable, sharp, soft, mixed, fierce, light). The
// Vimshottari lord of each star gives the first dasha of life. The health section gives habits and
// temperament suited to each star and names no organ or weakness. Written in the second person;
// tendencies, never certainties or diagnoses. The sentences are ours; licence as the repository's.
import type { Tuple } from '../../../i18n/vocabulary.js';
import { nakshatraText as n, type NakshatraText } from '../../bank.js';

export const nakshatra: Tuple<NakshatraText, 27> = [
  // Ashwini
  n([
    'Quickness shows in your body before anyone hears you speak: a light, springy step, bright eyes that move easily from face to face, and a youthful look that tends to stay with you for many years. People often describe you as handsome or striking, and you usually take some pleasure in good clothes and ornaments.',
  ], [
    'Ashwini is the star of the twin Ashvins, the horsemen of the gods who ride out at dawn and bring help wherever they are called. Its emblem is a horse’s head, and the old texts count it among the light and swift stars, the ones chosen for beginnings, journeys and quick remedies. Something of that dawn ride lives in you: you like to be first on the road and you rarely wait to be asked twice.',
    'Varahamihira describes those born here as well liked, clever and fond of adornment, and that picture fits a person who is at ease among others and sharp in practical matters. You grasp a situation fast, see what needs doing and get on with it. Your good humour is infectious, and friends tend to lean on your readiness to act when they are still hesitating.',
    'Speed has its shadow. You may start more than you finish, lose interest once the first excitement has gone, or answer before the other person has quite finished. Learning to pause between the impulse and the act does not slow you down so much as aim you: the same energy, given a direction and a little patience, goes much further.',
    'Ketu is the lord of your star, so the first dasha of your life is Ketu’s. It lends a strand of detachment to your eagerness. You can help, heal or rescue without needing to be thanked, and you often trust a gut feeling that you could not fully explain to anyone else.',
    'The Ashvins were at first refused a share of the soma offering, as physicians who moved among men, and they won it by their service. Something similar may happen to you: recognition tends to come through what you actually do for people rather than through rank or patience, and that is the kind of respect you value most.',
  ], [
    'As a student you learn best with your hands busy and the goal in sight. Long theory without practice tires you, while a laboratory, a workshop, a playing field or a clinic wakes up your attention at once. Short, intense periods of study followed by application tend to work better for you than slow, steady reading.',
    'The Ashvins were physicians, and fields that heal, repair or respond quickly often attract you: medicine and its allied skills, emergency work, veterinary care, sport and coaching, transport, and any enterprise where being first matters. You do well where initiative is rewarded and where each day brings something new to solve.',
  ], [
    'At home you are the one who notices when something needs mending and fixes it before the others have finished discussing it. You are affectionate and protective, and in a crisis relatives often turn to you first because they know you will move.',
    'Your partner may sometimes wish you would slow down enough to talk things through. Shared plans made without haste, and an honest interest in the other person’s pace, keep the bond warm. You tend to value a companion who enjoys movement and variety as much as you do.',
    'With children you are playful and encouraging, quick to start a game or an outing. Your gift to them is courage; their gift to you is often the patience they teach you without meaning to.',
    'Among brothers and sisters you are often the adventurous one, the first to leave home or try something new. Elders come to rely on your readiness to run an errand or make a journey for them, and even in later years you remain the relative who arrives first when someone calls.',
  ], [
    'Your temperament runs in bursts: high energy, then a sudden wish to stop. Regular sleep, meals at steady hours and a deliberate pause between one task and the next keep the bursts from leaving you drained. Fresh air and brisk movement suit you better than long hours indoors.',
  ]),
  // Bharani
  n([
    'There is usually something firm and settled in your appearance: well-marked features, a steady gaze and a way of standing that suggests you have already made up your mind. In repose your expression can look serious, even stern, yet it warms quickly into a wide and generous smile when you are among friends.',
  ], [
    'Bharani belongs to Yama, the ancient lord of restraint, law and the measure given to each life. Its emblem is the yoni, the place that holds and then brings forth, and the old lists count it among the fierce stars, suited to bold and decisive acts. The picture is of someone who can carry weight, hold it patiently for a long time and finally deliver something new into the world.',
    'Varahamihira names truthfulness, firm resolve, skill and contentment as the marks of this star. You keep your word and expect others to keep theirs. Once you have decided a thing is right, you are hard to move, and that constancy makes you trustworthy in matters where others waver. People may not always agree with you, but they rarely doubt where you stand.',
    'You feel strongly and rarely do anything by halves. Pleasure, work and loyalty all take hold of you with full force. The same intensity can make you stubborn, or quick to judge those who seem careless; remembering that others carry burdens you cannot see softens your standards without lowering them. Your sense of justice is at its best when it includes mercy.',
    'Venus rules this star, and the long dasha of Venus opens your life. It brings a love of beauty, comfort and affectionate company, and often a gift for the arts or for making a home graceful. In you, Venus’s softness and Yama’s firmness live side by side: generous and sensual with those you love, unbending about what is fair.',
    'Bharani also carries a sense of consequences. You understand that every choice bears fruit in time, and you tend to think about where a path will lead before you take it. That awareness makes you a sound judge of character and a steady adviser when others are tempted by shortcuts.',
  ], [
    'You study well when the subject has weight and consequence. Law, economics, the management of resources and the disciplined arts all reward your staying power, and you often finish demanding courses that others abandon halfway. You prefer to master one field thoroughly rather than sample many, and you remember what you have worked hard to learn.',
    'In work you suit roles of trust and responsibility: handling money or property, judging disputes, running an enterprise, creative fields that need discipline, and the caring professions present at life’s beginnings, such as midwifery, nursing of infants or child care. Your reliability tends to bring advancement slowly but surely, and employers learn to give you the tasks that cannot be allowed to fail.',
  ], [
    'Family matters deeply to you, and you willingly take on its heavier loads. Relatives know that a promise from you will be kept, even at some cost to yourself, and they often bring you the problems that no one else wants to handle.',
    'In marriage you are loyal, warm and affectionate, and you expect the same full commitment in return. Jealousy may flare if you sense indifference; speaking plainly and early saves much silent resentment later. A partner who shares your appreciation of beauty and comfort makes your home a place of real pleasure.',
    'As a parent you are protective and sometimes strict, but the strictness comes from care. Let the others in your household carry their share of decisions and duties: you do not have to hold everything alone, and they grow stronger when trusted.',
    'Your home often reflects the Venus in your star: comfortable, well furnished and generous at the table. You may keep the household accounts firmly in hand; letting your partner share in that knowledge avoids friction and lets them feel the home is truly theirs as well.',
  ], [
    'Your appetites, for food, for pleasure and for work alike, tend to be strong, so moderation is the habit that serves you most. Rest that is planned rather than postponed keeps your energy even, and time given to something beautiful, such as music, a garden or a craft, eases the weight you carry.',
  ]),
  // Krittika
  n([
    'A clear, keen look is often the first thing people notice in you, with a well-marked brow and a bearing that is upright and a little proud. You tend to carry yourself with a dignity that makes others straighten up too, and your face shows your feelings plainly, whether approval or impatience.',
  ], [
    'Krittika is Agni’s star, the fire that cooks food, carries offerings to the gods and burns away what is impure. A blade or a flame stands for it, and the old lists put it among the mixed stars, able both to nourish and to cut. You carry both sides: a warmth that feeds those near you, and a sharpness that can slice through confusion, pretence or delay.',
    'Varahamihira gives this star brilliance and renown, together with a large appetite for life. You are ambitious, proud of your standards and keen to be recognised for what you do well. You stand up for what you believe to be right, and you have little patience with flattery or half-truths, whether offered to you or by you.',
    'The Sun governs Krittika, and the Sun’s dasha is the first of your life. Self-respect stands at the centre of your character; you would rather stand alone than bend on a point of principle. Leadership comes to you naturally, and you often find yourself asked to decide, to judge or to set the example that others follow.',
    'Your words can burn. A remark that seems merely honest to you may scorch someone more tender. Keeping your fire for the task rather than for people, and letting warmth show as openly as criticism, turns the respect others feel for you into real affection. When you choose to encourage rather than correct, your influence doubles.',
    'Krittika is also the star of the six sisters who nursed the young war-god Skanda, and a protective, fostering strain runs beside your fire. You may be quick to defend someone younger or less able to stand up for themselves, and you take quiet pride in raising others to the standard you hold for yourself.',
  ], [
    'Focus and determination carry your studies, and you respect teachers who are strict but fair. Subjects with clear standards of right and wrong, such as mathematics, engineering, law or the physical sciences, suit your precise mind. You may also excel in any discipline that involves fire or transformation, from metalwork and ceramics to the culinary arts.',
    'In work you thrive where you can take charge: administration, government service, defence and security, precise technical work requiring a steady hand, teaching that demands discipline, and the kitchen trades. You rise through merit rather than connection, and you tend to be known for high standards that others learn to meet.',
  ], [
    'Providing for your family and protecting it come first with you, and you are proud of your family’s good name. You expect loyalty and honesty at home and give both in full, and relatives in difficulty can count on your practical help.',
    'Your strictness can make relatives cautious around you, especially the young. Warmth expressed openly, through praise, time and small kindnesses, softens the household and lets them see the care behind your standards. Laughter at home is worth cultivating as deliberately as discipline.',
    'The partner who suits you best is one who respects your independence and who can meet your directness without taking offence. Shared purpose binds you more strongly than sentiment alone, and you are at your most tender when you feel truly understood.',
    'The kitchen and the hearth are often at the centre of your home, and you may show care by feeding people well. Festivals of light and fire, with lamps and shared meals, tend to be the occasions on which your family feels closest to you.',
  ], [
    'You run warm in temper and push hard when a goal is in sight. Regular meals, cooling drinks in the hot season and calm evenings keep your fire steady. Letting anger pass before you act, perhaps with a walk or a few quiet minutes, protects both your peace and your relationships.',
  ]),
  // Rohini
  n([
    'Rohini is said to give a pleasing form, and you are often noticed for soft, harmonious features, a gentle voice and a graceful way of moving. Even in ordinary clothes you tend to look well put together, and people feel at ease in your presence almost at once.',
  ], [
    'Rohini, the red one, was the favourite among the Moon’s twenty-seven wives, and the star belongs to Prajapati, the lord of creatures and of increase. Its emblem is a cart laden with goods. The old texts class it as fixed, a star for laying foundations, planting orchards and building what is meant to last, and that settled, fruitful quality runs through your character.',
    'In Varahamihira’s words the Rohini-born are truthful, clean in habits, sweet in speech, steady of mind and pleasant to look at. You like to create a stable, abundant life and you have a gift for making things grow, whether a garden, a business or a family. Comfort and beauty are not luxuries to you but the proper setting of a good life, and you share them generously.',
    'Your life begins under the dasha of the Moon, the lord of this star. Your moods and your surroundings shape each other closely: a peaceful, well-kept home steadies everything else you do, while disorder unsettles you more than you may admit. You are sensitive to others’ feelings and often know exactly how to soothe them.',
    'Steadiness can slide into possessiveness. You hold tightly to the people and things you love and may resist change even when it is needed. Trusting that what is truly yours will remain, and that growth sometimes needs open space, brings you a deeper contentment than holding on ever could. Your patience is a strength; let it include patience with change.',
    'Rohini’s people are often admired, and admiration can be pleasant enough to make you avoid conflict. Your sweetness is real, but it should not cost you your own opinion. Saying no gently and in good time protects the harmony you care about far better than a late refusal.',
  ], [
    'You learn patiently and retain what you learn, especially when the subject is beautiful or useful. Music, painting, literature, botany and agriculture all attract you, and you often show an early talent for singing, drawing or design. Pleasant surroundings help you study; a quiet, orderly desk is worth more to you than to most.',
    'Work that nourishes or adorns suits you: farming and food, fashion and cosmetics, the arts, hospitality, banking and trade in goods of value such as cloth, jewellery or land. You build a career slowly and securely, prefer lasting rewards to quick gains, and may in time come to own what you once managed for others.',
  ], [
    'Home is the centre of your happiness. You are a devoted partner and a warm, nurturing parent, and you take pleasure in festivals, shared meals and a comfortable household where everyone is fed and welcome.',
    'Your affection is generous but can become anxious when you fear losing someone. Reassurance given freely, and received in return, keeps jealousy away. A partner who values stability and tenderness as much as you do makes for a long and contented union.',
    'You are often close to your mother and to the women of your family, and in later years your home tends to become the gathering place where relatives meet, celebrate and settle their differences.',
    'You like to own your home and to improve it over the years, planting, furnishing and repairing until it reflects you. Family heirlooms, recipes and photographs are safe with you, and the next generation often inherits from you not only possessions but a sense of belonging.',
  ], [
    'You enjoy good food and soft comforts, and your steady constitution serves you best when they are balanced with daily activity. A walk after meals, time spent tending a garden and a settled routine keep your body and your mood equally content. Change your habits gradually rather than all at once.',
  ]),
  // Mrigashira
  n([
    'You are often slender or lithe, with alert eyes that seem always to be searching for something just beyond view. Your movements tend to be quick and light, like those of the deer that is this star’s emblem, and a youthful, inquisitive air may stay with you well into later life.',
  ], [
    'Soma, at once the Moon-god and the sacred drink that brings delight, presides over Mrigashira, the head of the deer. Its nature is soft, a star favoured for gentle undertakings, friendship, the arts and travel. Like a deer grazing at the edge of a forest, you are gentle and watchful, and ready to move when something new catches your attention.',
    'Varahamihira calls those born here clever, eloquent, enthusiastic and fond of pleasure, yet also changeable and a little timid. Your curiosity is your great gift: you ask questions, read widely and enjoy conversation, and you are often the one who knows a little about everything. Others find you easy to talk to because you genuinely want to hear what they think.',
    'The star’s planetary lord is Mars, whose period is the first you live through. Beneath your mild manner lies real drive. When a goal truly captures your interest, you pursue it with surprising energy and persistence, and people who took your gentleness for softness are often surprised by how far you go.',
    'A searching nature can make you restless or doubtful. New paths appear everywhere, and you may change direction before the old one has borne fruit. Choosing a few commitments deliberately, and staying with them through their dull stretches, turns your searching into discovery. What you find after long seeking tends to be worth the wait.',
    'The deer is also a symbol of the seeker after truth, always following a scent it cannot quite name. Your inner life may hold a quiet longing for meaning, and reading, pilgrimage or long talks with wise friends can satisfy a hunger that ordinary success does not.',
  ], [
    'You enjoy learning for its own sake and do well in subjects that reward curiosity: languages, literature, research, geography and the natural sciences. Travel often educates you as much as books do, and you may study in several places or change subjects once or twice before settling on the one that holds you.',
    'Careers in writing, teaching, research, journalism, travel, textiles, perfumes and trade suit your searching mind. You are persuasive in conversation, which helps in sales and negotiation, and you tend to prosper in work that offers variety, movement and a steady supply of new people and questions.',
  ], [
    'At home you are caring and companionable, and you enjoy shared conversations, outings and festivities. Your wit and your stories keep the household lively, and relatives often seek your company for its lightness.',
    'A husband or wife may need reassurance that your restlessness is about ideas and places, not about them. Steady attention to their needs, and plans made and kept together, make the bond warm and secure. Travelling together can be one of the happiest parts of your shared life.',
    'You tend to be a thoughtful parent who welcomes questions rather than silencing them. Your children often inherit your love of learning and of the open road.',
    'Relatives who live far away are not forgotten by you; you keep in touch through calls, letters and visits, and your home often receives guests from distant places. You enjoy being the link between branches of the family that might otherwise drift apart.',
  ], [
    'A busy mind can tire you more than physical work does. Fresh air, walks in open country, regular meals and a calm hour before sleep restore you. Try not to scatter your energy across too many tasks in a single day; finishing one thing well rests you more than starting five.',
  ]),
  // Ardra
  n([
    'Your face can be striking for its intensity: a direct gaze, quick changes of expression and a manner that makes your feelings plain. Many born here have a restless energy in the way they sit and move, as if always half ready to stand up and act on a sudden thought.',
  ], [
    'Rudra, the storm-god whose thunder clears heavy air, is the deity of Ardra, the moist one. A teardrop is its sign, and it is one of the sharp stars, suited to breaking what must be broken. Your life and your feelings can move like a monsoon: a build-up of tension, a sudden outpouring, and then a clean, bright sky in which everything looks new.',
    'Varahamihira was blunt about this star, warning of pride, ingratitude and a hard streak. In gentler terms, you are fiercely honest and can be sharp when you feel wronged. You see through pretence and do not hide your opinion of it. Tact learned early saves you quarrels that your good intentions do not deserve, and lets your honesty be heard rather than resented.',
    'Rahu holds the lordship of Ardra, and the years of its dasha are your earliest. You are drawn to the new, the foreign, the hidden and the untried, and you rarely accept an answer simply because it is customary. Your mind is powerful and analytical, and you often find solutions where others see only confusion.',
    'Hardship tends to become your teacher. Experiences that would discourage others often sharpen you instead. Once the storm has passed you are capable of deep compassion, because you know from the inside what it is to struggle, and those in trouble sense that you will not judge them.',
    'Because Rudra is also the healer among the gods, the storm in you has a purpose. After you have cleared away what was false or stale, you are often the one who helps rebuild. Learning to wait for the right moment before letting loose makes that cleansing force far more useful.',
  ], [
    'Your intellect is your great asset. Science, technology, mathematics, research and any discipline that takes things apart to understand them reward your analytical mind. You may learn in leaps, absorbing a difficult subject suddenly after a period of frustration, so persistence through the confusing stage pays you well.',
    'Computing, engineering, research, investigation, the healing sciences and repair of every kind are natural fields for you. You thrive in fast-changing work, in roles that call for decisive action under pressure, and in any work where an old system must be dismantled before a better one can be built.',
  ], [
    'Family life may know storms, followed by real closeness. Your honesty means problems are brought into the open, which can be uncomfortable at the time but often heals what silence would have left to fester.',
    'Patience in hard moments is the quality that keeps your relationships strong. A partner who is steady and not easily shaken suits you well, and you repay that steadiness with fierce loyalty and protectiveness. Apologising quickly after an outburst matters more than never having one.',
    'Siblings and cousins may play a large part in your life, sometimes as rivals in youth and as firm allies later. You tend to be the relative who speaks plainly when others hesitate.',
    'As a parent you are protective and honest, and you teach your children to ask why instead of accepting what they are told. Tempering your intensity when they are small gives them the safety to grow; later, they often admire the resilience they learned from watching you.',
  ], [
    'You work in storms of effort. Plan real rest after each intense stretch, and let your mind quieten before sleep, perhaps with music, reading or a quiet walk. A hot temper cools faster with movement than with brooding, and rain or a cool breeze often lifts your mood.',
  ]),
  // Punarvasu
  n([
    'A kind, open face and a balanced, well-proportioned build are typical of this star, along with a calm manner that reassures the people around you. Your features tend to be gentle, your voice easy to listen to, and your smile comes readily, even to strangers.',
  ], [
    'Punarvasu means the return of the good, the light that comes back after darkness. Its deity is Aditi, the boundless mother of the gods who shelters all her children, and its emblem is a quiver of arrows, ready to be drawn on again and again. It is counted among the movable stars, good for journeys, renewals and fresh starts.',
    'Self-control, cheerfulness and contentment with little are what Varahamihira sees in those born here. You tend to be generous, simple in your wants and fond of home. Setbacks rarely keep you down for long; you recover well and keep faith that things will come right, and that faith often proves justified because you keep working while you wait.',
    'Jupiter, the guru among the planets, governs Punarvasu, and your childhood passes under its dasha. Faith, learning and good counsel come naturally to you, and people often seek your opinion before they act. You have a teacher’s patience and a host’s warmth, and you forgive more easily than most.',
    'Your contentment is a gift, though it may make you slow to take risks or to press for what you deserve. A measure of ambition, added to your goodwill, lets you achieve more without losing the ease that others value in you. Say yes to the opportunities that return to you; your star is one of second chances.',
    'There is a traveller in you as well as a homemaker. Journeys refresh you, and you may live in more than one place in the course of your life, yet your roots keep calling you back. Each return, like the star’s own light, tends to find you a little wiser.',
  ], [
    'Subjects that broaden the mind draw you most: philosophy, literature, religion, history and languages. You may return to study in later life, true to your star’s name, and often find that a second attempt succeeds where a first did not. Good teachers leave a lasting mark on you.',
    'Teaching, writing, counselling, religious or charitable work, hospitality and travel are good fields for you, especially roles where kindness and honesty earn trust, and you are likely to be valued more for reliability and good judgement than for flashes of brilliance. Work that lets you guide others back onto their path suits you especially.',
  ], [
    'In family life you are warm and forgiving, and a source of comfort to others. You often remain close to your parents, especially your mother, and may look after them in their later years with real devotion.',
    'Your home tends to welcome guests, and you enjoy shared meals and the keeping of traditions. As a spouse you are loyal and patient, able to begin again after a disagreement without holding grudges, and your partner learns that peace with you is always within reach.',
    'Children find you a gentle, encouraging parent, and you may be the relative to whom younger family members bring their questions about faith, study and life.',
    'If a rift opens in the family, you are often the one who brings people back together, with patience and an invitation rather than an argument. Reunions, homecomings and the return of someone long absent are among the happiest moments of your family life.',
  ], [
    'Gentle, unhurried routines suit you. Eating simply and not to excess, drinking enough water and keeping a regular daily rhythm suit your even temperament. A short rest after exertion renews you quickly, so take it rather than pushing through.',
  ]),
  // Pushya
  n([
    'Calm and composure mark your appearance: a soft voice, an even gaze and a sturdy, well-proportioned build that suggests steadiness. Your face tends to show quiet confidence and goodwill, and people who meet you often feel they can rely on you before you have said much.',
  ], [
    'Brihaspati, the teacher and priest of the gods, is the deity of Pushya, the nourisher, which is counted among the most auspicious of all the stars. Its emblem is the udder of a cow, the image of generous nourishment, and its nature is light, favoured for beginnings, learning and remedies. Few stars are so widely chosen for starting something good.',
    'Tranquillity, learning, wealth and virtue make up Varahamihira’s portrait of this star. You nourish others and feel responsible for their welfare; you are dutiful, devout and sincere, and respected for your reliability. Many people come to you for advice or help, and you seldom send them away empty-handed.',
    'Saturn is Pushya’s lord, and the long Saturn period colours your early years. You mature early, take duty seriously and build your life patiently, one reliable step after another. You are often older than your years in youth and younger than your years in age, as if the seriousness of childhood buys you lightness later on.',
    'Your care for others can turn to worry. Make sure your concern does not become anxiety, and allow yourself to receive help as well as to give it. A life of service is richest when the one who serves is also cared for.',
    'You are at your best when you serve a purpose larger than yourself, whether a family, a community or a faith. You give without fuss, and your goodness is of the practical kind: a meal prepared, a debt quietly settled, a word of advice that arrives exactly when it is needed.',
  ], [
    'You learn methodically and enjoy traditional knowledge: scripture, law, history, the healing arts and the sciences that build on careful observation. You may become a respected teacher or authority in your field, valued for thoroughness and for the patience with which you explain what you know. You may find that your learning deepens with age rather than peaking in youth. Later study, taken up for love rather than necessity, often brings you the greatest satisfaction.',
    'Teaching, law, administration, religious or charitable work, food, dairy and agriculture, and any work that supports or nourishes people suit you. You are likely to rise steadily to positions of trust, and institutions tend to keep you for a long time because you make them run better.',
  ], [
    'Family life is important to you and usually stable. You are a protective parent and a faithful partner, and you take quiet pleasure in providing for your household and seeing everyone well fed and settled.',
    'You may be the person who holds the family together, keeping its traditions alive, remembering its anniversaries and caring for its elders. Let others share that load; they want to help, and sharing it binds the family more closely than your carrying it alone.',
    'Loyalty and shared values count for more with you than excitement, and your steady affection deepens with the years.',
    'Children grow up under your care in a secure, well-fed home with clear routines, and they learn duty and devotion from your quiet example. Let them also see you play, laugh and rest, so that they learn that a responsible life can be a joyful one.',
  ], [
    'Simple, regular food and a settled daily rhythm suit you best. Concern for others should not cost you your own rest, so guard your sleep and set aside quiet time each day for prayer, reflection or simply sitting still. Your calm, once restored, becomes a gift to everyone around you.',
  ]),
  // Ashlesha
  n([
    'Your eyes are often your most noticeable feature: penetrating, watchful and quick to read a room. You tend to have a composed, somewhat guarded expression and a manner that reveals little until you choose to reveal it, which gives you an air of quiet reserve.',
  ], [
    'Ashlesha, the embrace, belongs to the Nagas, the serpent-beings who guard hidden treasure and secret wisdom. A coiled serpent represents it; it is a sharp star, suited to undertakings that need cunning and force. You are perceptive and shrewd, quick to sense hidden motives and slow to give your trust.',
    'The old texts warn that this star can make a person crafty and secretive. In a better light, you are a strategist with sharp instincts and a persuasive tongue, able to see several moves ahead and to protect what is yours. You rarely show all your cards, and you are seldom caught unprepared.',
    'Through Mercury, lord of Ashlesha and of your opening dasha, words become your tools. You read people well, negotiate skilfully and can argue either side of a question. Your wit can be dry and sharp, and you often notice the one detail others have missed.',
    'The serpent can guard or it can strike. When you turn your insight to healing, protecting or teaching, others trust you deeply and your sharpness becomes a blessing. Letting a few people see the warmth behind your reserve brings you the loyal friendships that your caution might otherwise keep away.',
    'You have a long memory for kindness and for slights alike. Gratitude is one of your finest qualities, and you repay help many times over. Releasing old grievances, on the other hand, frees energy you would otherwise spend on watching and waiting.',
  ], [
    'You have a keen, probing intellect and do well in psychology, the healing sciences, chemistry, research and literature. You enjoy subjects with hidden depths and are rarely content with the textbook answer; asking why, and then why again, is your natural way of learning. Your concentration, once engaged, is intense. Long hours alone with a difficult problem seldom trouble you, and you often produce your best work in private.',
    'Careers in counselling, research, politics, business strategy, investigation, pharmacy and writing suit your sharp perception. You do well wherever understanding people’s motives is an advantage, and you can be a formidable negotiator or adviser behind the scenes.',
  ], [
    'You are deeply attached to your family but may keep part of yourself hidden, even from those closest to you. Your protectiveness is strong, and you will defend your own without hesitation.',
    'Openness with your partner deepens trust. You are loyal once committed, but suspicion can creep in if you feel something is being kept from you. Saying what you feel, rather than testing the other person, spares you both much unease.',
    'Relationships with in-laws or the wider family may call for diplomacy, which you possess in plenty when you choose to use it. Children find in you a watchful, devoted parent who notices their troubles before they speak of them; let them also see you relax and laugh.',
    'You may become the keeper of family knowledge, from old stories to practical matters such as papers and property. You guard these carefully and discreetly; sharing enough of what you know with those who will need it later is one of the most caring things you can do.',
  ], [
    'You tend to hold tension without showing it. Relaxation, slow breathing and a calm evening routine help you let it go, and time spent near still water or in a quiet room restores your balance. Talking your worries through with someone you trust lightens them more than turning them over alone.',
  ]),
  // Magha
  n([
    'You tend to carry yourself like someone who expects to be listened to: head held high, a measured walk and a face that shows self-respect. Many born under Magha have a strong frame and a commanding voice, and even in youth they are often taken for older and more senior than they are.',
  ], [
    'Magha, the mighty, is the star of the Pitris, the forefathers who watch over their descendants and receive their offerings. It is pictured as a royal throne or a palanquin carried on the shoulders of bearers, and it is one of the fierce stars, suited to acts of authority. Lineage, rank and the weight of the past all speak strongly in you.',
    'In the Brihat Samhita’s account, people of this star are wealthy, attended by many helpers, devoted to the gods and to their ancestors, and full of enterprise. You like to do things on a large scale and with proper ceremony. You honour tradition and respect elders, and others often sense a natural authority in you before you have claimed any.',
    'Ketu is this star’s lord, and Ketu’s years come first in your life. For all your love of dignity, there is something unworldly in you as well: ritual, ancestry and the sacred mean more to you than show, and you may feel that you are carrying on a work begun long before your birth.',
    'Pride is the shadow of a throne. You can be sensitive to slights and may expect deference that others are not ready to give. Remember that the ancestors are honoured for what they gave, not for what they demanded; generosity and humility make your authority loved as well as obeyed.',
    'When you lead, you do so on behalf of a line, a family or a people, not only for yourself. That sense of duty to something larger gives you courage in difficult moments and makes you a steady guardian of whatever has been placed in your care.',
  ], [
    'History, law, political science, genealogy and the classical languages attract you, as do studies that connect the present to its roots. You learn well from tradition and from respected elders, and you may be drawn to the formal, established institutions of learning rather than the experimental ones. Ceremony and ritual may interest you as subjects in their own right.',
    'Government service, administration, law, politics, management of large estates or enterprises, and positions of ceremony and leadership suit you. You can also do well in work connected with heritage, such as museums, archives, religious institutions or family businesses that pass from one generation to the next.',
  ], [
    'Family honour matters to you a great deal, and you usually stay close to your ancestors’ customs. You are a generous provider who likes to see the household well ordered and its name respected.',
    'Loyalty is what you bring to a marriage, and respect is what you ask in return. Sharing authority with your partner, rather than ruling the home, makes your household happier and your position more secure. You may take a particular interest in the rites and festivals that bind the family together.',
    'Children benefit from your sense of heritage; you enjoy telling them where they come from. Letting them choose their own path, even when it departs from tradition, is the gift that keeps them close.',
    'Remembering the ancestors, through anniversaries, rites or simply telling the stories of their lives, matters to you, and you may be the one who organises such gatherings. Older relatives find in you a respectful listener, and you often preserve memories that would otherwise be lost.',
  ], [
    'An upright posture, regular exercise and calm habits keep you strong through the years. Your pride can make you push on when you ought to rest, so treat rest as part of your duty. Quiet moments of remembrance or prayer tend to restore your balance. Time outdoors, in sunlight, keeps your spirits high.',
  ]),
  // Purva Phalguni
  n([
    'A relaxed, friendly manner is the mark of this star, with a pleasant face, an easy smile and a body that seems made for comfort rather than strain. You often dress with care and enjoy looking well, and your warmth makes strangers feel welcome almost at once.',
  ], [
    'Purva Phalguni belongs to Bhaga, the god who apportions good fortune, delight and the happiness of marriage. Its symbol is the front pair of legs of a bed or couch, an image of rest, love and pleasure after labour. Though listed among the fierce stars, its fierceness is that of desire and creative fire rather than of cruelty.',
    'Varahamihira speaks of sweet words, generosity, good looks and a love of wandering in those born here. You are warm, open-handed and good company, and people seek you out for the ease and cheer you bring. You have a gift for making any gathering pleasant, and you know how to celebrate. Friends remember your parties, your jokes and your kindness long after the details have faded.',
    'With Venus as lord of your star and of the first dasha of your life, beauty and pleasure have a real place in your scheme of things. You believe that rest and recreation are part of a well-lived life, and you are often right: you work better, and more creatively, when you have enjoyed yourself too.',
    'The danger is that pleasure may be preferred to effort. Charm opens many doors for you; diligence keeps them open. If you can add a steady routine to your natural talents, your creative gifts can become a real career rather than a hobby.',
    'You are generous to a fault and may give more than you can afford to friends in need. Your kindness is genuine. Learning to say no to those who only take lets you keep giving freely to those who truly need you.',
  ], [
    'The arts attract you above all: music, dance, drama, painting, poetry and design. You study best in pleasant company and surroundings, and a good teacher who inspires affection can transform your attitude to a subject. You may find dry or purely theoretical study harder to sustain. Studying with friends, or in a course that includes performance, keeps your interest alive.',
    'Entertainment, the creative arts, hospitality, fashion, beauty, event management and any work with people suit you. You can also do well in diplomatic or public-facing roles, where charm and warmth matter, and in service to an important patron, which the old texts name for this star.',
  ], [
    'Affection comes easily to you as a partner, and family gatherings and celebrations delight you. Marriage tends to be an important theme in your life, and you invest much of yourself in it.',
    'You are romantic and generous in love, and you may need a partner who appreciates gestures and shared pleasures as much as you do. Honest talk about money and responsibilities balances the romance and keeps it strong. A shared hobby, a yearly journey or a simple evening ritual can keep the spark of early love alive for many years.',
    'To the children in your life you are the warm, indulgent one who makes things fun. Firm but gentle limits, held together with your partner, give them the security that matches your affection.',
    'Your home is often the place where friends and relatives gather for music, food and laughter. Share the work of hosting fairly, so that the pleasure of these occasions does not rest on one person’s shoulders, and so that quiet evenings at home are treasured too.',
  ], [
    'Your love of comfort is healthy in measure. Avoid excess in rich food and late nights; an active day balances a relaxed evening. Dance, games or any movement you enjoy will keep you far more regular than a routine you dislike.',
  ]),
  // Uttara Phalguni
  n([
    'Tall or well built, with an open, sincere expression, you tend to give an impression of reliability at first glance. Your features are often regular and pleasant, and your manner is courteous and frank, the bearing of someone who keeps appointments and means what they say.',
  ], [
    'Uttara Phalguni, the later of the two Phalguni stars, belongs to Aryaman, the god of contracts, hospitality and the bonds of friendship and marriage. Its symbol is the back legs of a bed, the part that keeps it standing, and the old texts class it as fixed, a star for lasting agreements and foundations.',
    'Of those born here, the Samhita says they are liked by all, earn their living through learning and enjoy comfort and wealth. You are helpful, fair-minded and true to your word, and people trust you with their confidences and their commitments. Friendship for you is a serious undertaking, not a passing pleasure.',
    'The Sun owns this star, so its dasha begins your life. You have a patron’s instinct: you like to support others openly, to sponsor good causes and to be known as someone who honours agreements. Recognition matters to you, but you seek it through service rather than display.',
    'You may take on more than your share of others’ burdens, and resentment can grow quietly if your help is taken for granted. Accepting help in return, and stating your limits clearly, keeps your generosity cheerful.',
    'There is a natural sense of order in you. You like things to be agreed, arranged and fairly divided, and you are often the one who draws up the plan, settles the dispute or reminds everyone of what they promised. That gift makes you valuable in every group you join.',
  ], [
    'Study often shapes your livelihood, and you take to it steadily and well. Subjects such as law, public administration, economics, social sciences and the humanities suit your balanced mind, and you may pursue further qualifications well into adult life. Teachers tend to value your reliability, and you may be asked to tutor or help others while still a student yourself.',
    'Administration, public service, social work, management, counselling, law and work in partnerships or large organisations suit you. You succeed where reliability and goodwill are valued, and you may reach a position in which you can help many people at once. Long service in one institution often brings you honour.',
  ], [
    'Dependable as a partner and caring as a parent, you find that family bonds bring you stability and happiness. Marriage is often a central and steadying part of your life.',
    'You treat your commitments at home as seriously as those at work, and your family knows it can rely on you. Make time for simple affection, not only for duty: your loved ones want your company as much as your help.',
    'Friends often become like family to you, and your home may be a place where people of different backgrounds are made welcome. You are generous to guests and loyal to old friends, and in turn they stand by you when you need them.',
    'You often support your parents and elders in practical ways, honouring the unspoken agreements that hold a family together. Brothers and sisters may look to you to divide shared duties fairly, and your even-handedness keeps the peace between them.',
  ], [
    'Regular habits suit your orderly nature. Guard against overwork, which your sense of duty can make seem normal; keep mealtimes fixed and make sure your evenings include genuine leisure. Morning sunlight and a walk suit the Sun’s star. Keep a sensible balance between the hours you give to others and those you keep for yourself.',
  ]),
  // Hasta
  n([
    'Your hands are often expressive and skilful, and they tend to move as you speak. A lively, engaging face, bright eyes and a quick smile complete the picture, and many born here have a youthful, nimble air that makes them seem always busy with something. Your gestures often say as much as your words.',
  ], [
    'The god of Hasta, the hand, is Savitar, the sun in its rousing aspect, who stretches out golden hands to wake the world each morning. It is one of the light, swift stars, favoured for skilled work, trade and quick undertakings. Your gifts are practical: you can make, mend and manage with your hands and with your wits.',
    'The ancient list gives this star energy and enterprise. You are clever and resourceful, quick to see an opportunity and to seize it. You have a lively sense of humour and an easy way with words, and you can turn most situations to your advantage, ideally for others’ good as well as your own.',
    'The Moon is Hasta’s lord, and its dasha is the first you experience. Your feelings are quick and kindly, and you often sense what others need before they ask. The Moon’s influence also makes your moods changeable, so routines and familiar surroundings help you stay steady.',
    'Restlessness or worry can arise when your hands are idle. You are at your happiest when you have a craft, a task or a problem to solve, and at your most uneasy when you do not. Choosing work you love, and learning to rest deliberately, turns nervous energy into achievement.',
    'Your cleverness is best paired with honesty. Because you can talk your way out of almost anything, it is worth being the kind of person who rarely needs to. Those who trust you then become lasting allies.',
  ], [
    'You learn best through doing and copying skilled masters. Crafts, design, fine arts, writing, handwriting and mathematics may attract you, and you often pick up several practical skills along the way. Short, hands-on lessons suit you better than long lectures.',
    'Crafts, healing arts such as massage or physiotherapy, writing, trade, design, accountancy, palmistry and any skilled work with the hands suit you. You are enterprising and may run your own business, especially one built on skill or on services that people need every day. Many born here have a gift for trade and can sell what they make with good humour and charm.',
  ], [
    'In the household you are helpful and devoted, and usually the practical one who fixes, cooks and organises. Your good humour lightens daily chores. Relatives appreciate your readiness to help with anything practical, from repairs to paperwork.',
    'Your partner finds you attentive and affectionate, though a busy mind can make you restless. A partner who shares your interests, or who enjoys working alongside you, brings out the best in you. A shared project, such as a garden or a renovation, can bring the two of you especially close.',
    'Your inventiveness delights children; you can teach them to make things with their own hands, which may become one of their most valued memories.',
    'Your home tends to be full of useful things that you have made or mended, and you may run some small enterprise from it. Keep at least one room, or one hour of the evening, free of work, so that home remains a place of rest as well as of activity.',
  ], [
    'Nervous energy needs an outlet. Rest your hands and mind with regular breaks, and choose hobbies such as gardening, crafts or music that absorb you without strain. A settled routine, especially for meals and sleep, steadies your changeable moods. Gentle work with the hands, done for pleasure, is itself a kind of rest for you.',
  ]),
  // Chitra
  n([
    'Chitra is said to give beautiful eyes and well-formed limbs, and you are often striking in appearance, with good proportions and a natural sense of style. You probably enjoy colourful clothes and ornaments and have an eye for what suits you. Your appearance tends to reflect your mood and your creativity, and you may enjoy experimenting with style.',
  ], [
    'Chitra, the bright one, is the star of Tvashtar, the celestial craftsman who fashioned the gods’ weapons and vessels, and in older lists of Indra. Its sign is a shining jewel or pearl. It is a soft star, favoured for the arts, for adornment and for friendship, and it gives you a love of form, colour and fine workmanship.',
    'Your creativity shows in everything you touch. You like to design, decorate and shape your surroundings, and you have a talent for making something beautiful out of plain materials. Your taste is personal and confident, and others often come to you for advice on appearance, design or presentation.',
    'Mars rules this star and begins your life with its dasha. You bring drive and precision to whatever you make, and you are not afraid to start over until it is right. You can be energetic, competitive and determined, especially when your work is at stake. You often see possibilities in a space, an object or a plan that others miss entirely.',
    'Pride in your taste can become impatience with others’ ideas. You work hard when inspired, and may need to bring the same energy to routine tasks. Accepting that others see beauty differently enriches your own vision.',
    'Your charm and liveliness make you popular, and you are often at the centre of social life. Behind the attractive surface, however, is a serious craftsman who values excellence and rarely settles for second best.',
  ], [
    'Subjects you can see and handle hold your attention best: drawing, geometry, photography, the applied sciences and the history of art. You learn best by making things and by studying fine examples of work, and you may excel in technical drawing or design. Good teachers recognise your visual gifts early, and formal training can turn them into real mastery.',
    'Careers in architecture, interior design, fashion, jewellery, engineering, visual arts, advertising and technical crafts open good paths for you. Your strength is work that combines beauty with precision, and you may build a reputation for the distinctive quality of what you create. Work that lets you see your creations take shape in the world satisfies you deeply.',
  ], [
    'You bring liveliness, beauty and energy to family life, and your home is likely to be tastefully arranged. You enjoy entertaining and making your surroundings attractive for those you love.',
    'You need personal space and freedom to create. A partner who appreciates your talents and gives you room to work makes for a happy marriage, while consideration for their tastes in the home keeps harmony.',
    'Children may inherit your artistic gifts, and you enjoy nurturing their creativity and encouraging them to express themselves. Family occasions become events in your hands, with careful attention to decoration, food and detail.',
    'With brothers and sisters you may be competitive in youth, each wanting to shine, but your pride in their achievements grows with the years. Relatives often ask your help in arranging or decorating their own homes, and you enjoy lending your eye.',
  ], [
    'Mind your posture while you work, especially during long hours of detailed effort, and drink enough water throughout the day. Regular breaks, stretching and time outdoors help you sustain your creative energy. Balance intense work with genuine rest. Surroundings that are beautiful and orderly restore you more than you might expect.',
  ]),
  // Swati
  n([
    'You tend to move like a reed in the wind, with a graceful, flexible build, a light step and a courteous, easy manner. Your expression is often gentle and thoughtful, and your voice is pleasant and measured. You may look younger than your years, and your poise often draws quiet admiration.',
  ], [
    'Swati belongs to Vayu, the wind-god who moves freely through all things. It is pictured as a young shoot swaying in the breeze, or a piece of coral, and it is a movable star, suited to travel, trade and change. Like the shoot, you bend with circumstances and spring back, and you value your freedom above almost everything.',
    'The Brihat Samhita credits this star with modesty, kindness, sweet speech and a talent for trade. You are polite, fair and diplomatic, good in business and in company. You prefer to win people over rather than to force them, and your gentle persistence often succeeds where confrontation would fail.',
    'Rahu governs Swati, so Rahu’s dasha comes first in your life. You are an original, happiest when you can trade, travel or work on your own terms. You may be drawn to foreign places, new ideas and unconventional paths, and you can find opportunities where others see none.',
    'Indecision may trouble you, since you can see merit in several options at once. Firm roots let you bend without breaking: a settled set of values, a trusted friend or two, and a place you call home give your independence a steady centre.',
    'Your sense of fairness is strong, and you dislike injustice of any kind. You often act as a peacemaker, finding the compromise that lets everyone save face, and your reputation for balance and courtesy grows over the years.',
  ], [
    'You learn well when given freedom to explore, and you often prefer independent study to rigid programmes. Business studies, law, languages, international relations and the sciences of movement and communication may appeal to you. You may find that travel or study in another place broadens your outlook more than anything else, and you can pick up new skills quickly when they serve your independence.',
    'Trade, commerce, travel, law, diplomacy, aviation, communications and independent or self-employed work suit your independent spirit. Negotiation and adaptability are your assets, and you may prosper through dealings in distant places. Many born here build their own enterprise, prospering through patience, fair dealing and a wide network of contacts.',
  ], [
    'Peace at home matters to you, and you are considerate and dislike quarrels. You need room to follow your own path, and a partner who respects that brings lasting contentment.',
    'Fairness and courtesy are your gifts to a partner, and equality is what you hope for in return. Sharing plans early, rather than deciding alone, prevents misunderstandings about your need for independence.',
    'You may live away from your birthplace for part of your life, but you keep in touch with family through visits and shared occasions. Your courtesy makes you well liked by in-laws and distant relatives, and your fairness makes you a trusted arbiter in family matters.',
    'You raise children to think and choose for themselves, and you give them freedom early. Balancing that freedom with a steady, dependable presence lets them grow independent without feeling alone, and they often become adults who share your fairness.',
  ], [
    'Cold wind and long stillness do not suit you. Warmth, regular movement and breathing practice keep you supple and calm. When you feel unsettled, a walk outdoors or a change of scene tends to restore your balance quickly. Avoid long periods of sitting still; even short walks through the day keep your energy flowing.',
  ]),
  // Vishakha
  n([
    'Purpose shows in the way you move: a sturdy, active build, a firm step and a focused look that seems fixed on some point ahead. Your eyes are often bright and your features decided, and when you are interested in something your whole face lights up with it.',
  ], [
    'Vishakha, the forked star, belongs to Indra and Agni together, the king of the gods and the sacred fire, power joined with flame. It is drawn as a triumphal arch decorated with leaves, or as a potter’s wheel, and it is a mixed star, able to bring both sharp and gentle results. You set yourself goals and pursue them with single-minded effort until the arch is reached.',
    'Tradition calls those born here brilliant, eloquent and ambitious, though also inclined to rivalry and to envy of others’ good fortune. You are persuasive and capable of real achievement, and you rarely rest until you have won what you set out to win. A competitor brings out your best; a friend’s success, when you learn to celebrate it, brings out your finest.',
    'Jupiter is lord of this star, and Jupiter’s long dasha opens your life. Your ambition is bound up with ideals, and you are at ease in positions where you must teach, persuade or lead by conviction. Faith and purpose give your striving its meaning, and you work hardest for causes you believe in.',
    'Patience and contentment along the way keep ambition from turning into restlessness. The arch of triumph stands at the end of a long road; enjoying the road as well as the goal makes your success sweeter and your relationships warmer. What you gain slowly tends to stay with you.',
    'As the forked star suggests, you may feel pulled between two paths: worldly success and inner growth, duty and desire, one loyalty and another. In time you often find a way to honour both, and that hard-won balance becomes a source of wisdom that others come to you for.',
  ], [
    'You are a determined student who can master difficult subjects through sustained effort, and competition often brings out your best work. Philosophy, law, political science, religious studies, languages and research may attract you. Examinations and contests that frighten others can spur you on, and you may collect qualifications steadily over many years.',
    'Politics, research, sales and marketing, management, law, teaching and any competitive field suit you. You do well wherever persuasion and perseverance are rewarded, and you may reach recognition in middle life after years of effort. Work that serves a clear ideal, such as reform, education or advocacy, gives your drive its best outlet.',
  ], [
    'You are loyal to your family, though work and ambition may claim much of your attention. Time given freely at home, without one eye on the next task, is well repaid in affection and support.',
    'In marriage you are passionate and devoted, but you may need to guard against jealousy or the wish to come first in every contest. Treating your partner as an ally rather than a rival makes the bond strong, and celebrating their achievements as your own brings you closer than anything else.',
    'You want the best for your children and may push them hard. Encouragement balanced with acceptance helps them flourish on their own terms, and the example of your persistence teaches them more than any lecture.',
    'Family festivals and religious observances may matter more to you than your busy life suggests, and you may take the lead in organising them. In later years you often turn more towards home, finding in family life the second branch of the fork that your younger self passed by.',
  ], [
    'Moderation in food and drink is worth the effort, and so is a pause when ambition drives you too hard. Regular exercise, especially in the open air, gives your energy a healthy channel, and a settled evening routine helps you set the day’s contests aside before sleep.',
  ]),
  // Anuradha
  n([
    'People tend to warm to you quickly, helped by a pleasant, friendly face and an approachable manner. You may have a steady, well-balanced build and a gentle smile, and there is often something in your look that suggests both warmth and quiet determination. Your voice is often soft and kind.',
  ], [
    'Anuradha, the star that follows Radha, belongs to Mitra, the god of friendship, alliance and the bond of trust between people. It is shown as a lotus or as a staff, and its nature is soft, good for friendship, harmony and shared work. You make friends easily, and once made, you tend to keep them for life.',
    'Varahamihira says that those born here prosper, live away from their birthplace and love to travel. You are devoted, disciplined and cooperative, able to succeed far from home and to build a new circle wherever you settle. You have a gift for bringing people together, and groups tend to form around you almost without your trying.',
    'Saturn governs Anuradha, and the years of Saturn’s dasha are your first. Devotion and discipline come together in you: you keep practices, friendships and promises over many years. Like the lotus that rises clean through muddy water, you can flourish in difficult circumstances and even draw strength from them.',
    'Loyalty is your great strength, but beware of holding on too long to what has ended. Letting go gracefully, with gratitude for what was, leaves room for new friendships and opportunities. You do not lose the past by releasing it; you keep its lessons and travel lighter.',
    'You have a deep inner life and a capacity for devotion, whether to a faith, a teacher or a cause. Friends may be surprised by how deep your commitments run, since you tend to keep them private and express them through steady action rather than words.',
  ], [
    'You learn well in groups and benefit from mentors and study partners, and the friendships you make in your student years may shape your whole career. Social sciences, international relations, languages, mathematics, research and religious studies may appeal to you, and you may go abroad for part of your education.',
    'Work in organisations, diplomacy, research, travel and tourism, management, counselling and cooperative ventures are promising fields. Teamwork and loyalty are where you shine, and you may achieve your greatest success in a place far from where you began. Patient, disciplined effort in one field tends to bring you a respected position in time.',
  ], [
    'In family life you are affectionate and steady, and friendship plays a large part in your marriage. You value companionship and shared purpose above passing excitement, and you are a partner who can be relied on.',
    'You may live away from your family for long periods, yet you keep close ties through regular contact and visits. Your home is often open to friends, who may come to feel like part of the family.',
    'Patience and encouragement are what you give your children, teaching them by example the value of loyalty, cooperation and keeping one’s word.',
    'In-laws often become genuine friends, because you treat your partner’s family with the same loyalty you give your own. Over time you may find yourself at the centre of a wide network of relatives and friends who help one another.',
  ], [
    'Regular habits, kept up even when travelling, suit you best. Meals on time matter to you more than to most, as a skipped meal can sour your mood quickly. Time with friends and in peaceful surroundings restores your spirits, and a daily period of quiet practice suits your disciplined nature.',
  ]),
  // Jyeshtha
  n([
    'You often have a commanding presence and a serious, watchful expression. Your build tends to be strong and your bearing upright, and people often sense your authority before you speak. Your eyes may be sharp and assessing, softening only when you are among people you trust.',
  ], [
    'Indra, king of the gods and protector of the heavens, who defeated the serpent of drought, is the deity of Jyeshtha, the eldest. It is pictured as a round earring or a protective umbrella, both signs of rank, and the old lists place it with the sharp stars. You take charge naturally and shield those under your care, much as the eldest in a family is expected to.',
    'According to the old texts, those born here have few but true friends, are content and upright, but may be quick to anger. You are capable and resourceful, with a strong sense of responsibility, though you can be secretive or proud. You do not give your trust lightly, and those who earn it find a powerful ally in you.',
    'Mercury owns Jyeshtha and opens your life with its dasha. It gives you a practical, strategic intelligence: you weigh people quickly, notice what others overlook and can find the quiet way around an obstacle. When a plan has a flaw you are often the first to see it, and the first to offer a remedy.',
    'Sharing authority and trust makes your leadership stronger. You may feel that you must carry every burden alone, as the eldest often does; allowing others to help brings relief and builds the loyalty that a leader needs.',
    'Beneath your authority there is often a sensitive nature that feels criticism deeply. Learning to hear disagreement without taking offence, and to express hurt without anger, lets you grow into the wise elder your star describes.',
  ], [
    'Complex subjects do not frighten you, especially those involving strategy, structure or hidden principles. Management, political science, law, military history, research and the study of ancient or esoteric knowledge may attract you. You often excel in positions of responsibility, such as class leader or team captain.',
    'Management, defence, administration, politics, law enforcement, security and roles of high responsibility call on your strengths. Where leadership and strategic thinking are needed, you come into your own, and you may rise to a senior position through competence and quiet authority rather than self-promotion. Crisis management is often where your talents show most clearly.',
  ], [
    'You often carry responsibility for siblings or relatives, and you may be the one the family turns to in difficult times. You take this role seriously and protect your people fiercely.',
    'Warmth expressed openly balances your protective strictness. Your partner and children need your tenderness as well as your protection; a kind word or an hour of unhurried company means a great deal to them.',
    'Relations with elder siblings or other authority figures in the family may be complex, with a mix of rivalry and respect. With maturity, you often become the respected elder yourself, the one whose counsel the younger generation seeks.',
    'Your home is run with order and guarded for its privacy; you do not like family matters discussed outside. Let it also be a place of laughter and ease, where those who live with you can set down their own burdens as well as help with yours.',
  ], [
    'Responsibility can keep you tense, so regular rest and vigorous exercise help you set it down. Time alone, away from duties, restores your calm, and waiting for anger to cool before you answer keeps a hasty word from undoing the trust you have built. Slow breathing before a difficult conversation, and a regular bedtime, serve you especially well.',
  ]),
  // Mula
  n([
    'Many born under Mula are strongly built, with a searching, intense look and a face that shows determination more readily than ease. Your features may be bold and your gaze steady, and when you are concentrating you can appear almost stern, though a frank and sudden laugh is never far away.',
  ], [
    'Mula means the root, and the star is drawn as a bundle of roots tied together, or as the goad an elephant driver uses. Its deity is Nirriti, the power that undoes whatever has decayed so that something sound can grow in its place, and it is counted among the sharp stars. You are not content with surfaces: you want to dig down to where things begin.',
    'The Samhita describes the Mula-born as proud, well provided for, happy and firm in their views. You are frank and independent, with a philosophical turn of mind, and you would rather hear an uncomfortable truth than a pleasant evasion. Once you have reached the bottom of a question, you hold your conclusions with conviction.',
    'Your first dasha is Ketu’s, for Ketu owns Mula. Ketu lends you a readiness to let go of what no longer serves and an interest in first causes, old traditions and the inner life. Possessions and titles may matter less to you than understanding, and you can walk away from what others cling to.',
    'Life may ask you to start afresh more than once, through a move, a change of work or a change of belief. Each new beginning tends to stand on firmer ground than the last, because you have pulled up what was worn out and kept what was true. Courage in these turns of life is one of your finest qualities.',
    'Your directness can be blunt. You may cut through a discussion when others are still being polite, and this can wound people you did not mean to hurt. A little patience with slower or gentler temperaments lets your honesty be received as the gift it is intended to be.',
  ], [
    'Research of every kind suits you, since you enjoy tracing a subject to its foundations. Philosophy, botany, the life sciences, archaeology, law and the study of old texts may all attract you. You may go deeper into a single subject than most of your classmates, and you often keep studying long after formal education has ended.',
    'Investigative work, scientific or medical research, herbal and plant sciences, law, philosophy, teaching and any field that asks for thorough analysis suit you. You also do well where something must be dismantled or restructured before it can work again, as in reform, auditing or restoration.',
  ], [
    'You value honesty in family life and cannot bear pretence at home. Your loyalty is deep, though it is shown through action and plain speaking rather than sentiment.',
    'Changes in home or circumstances may come more often than you would choose, and you adapt to them with courage and good sense. Your steadiness in such moments can hold the whole household together.',
    'A good match for you is someone who appreciates frankness and who is willing to talk about what really matters. To children you are an honest guide who answers their questions truthfully and teaches them to think for themselves.',
    'You may feel a pull towards your ancestral place or the roots of your family, and you may enjoy tracing its history. Even if you live far away, a visit to where your people began can renew you and show you where your own strength comes from.',
  ], [
    'Walk often, stretch after long sitting and avoid driving yourself to exhaustion when a project absorbs you. Time among trees and plants restores you, and so does simple, wholesome food taken at regular hours. When your mind is unsettled, work with the soil, such as gardening, can be remarkably calming.',
  ]),
  // Purva Ashadha
  n([
    'You often have a bright, open face and a confident, lively presence that seems to refresh a room. Your build may be graceful or well proportioned, your eyes clear, and your manner persuasive; people tend to notice you when you enter, and to remember what you said.',
  ], [
    'Purva Ashadha, the earlier invincible one, belongs to Apas, the waters that cleanse, refresh and wear away even stone. It is shown as a fan or a winnowing basket, the tool that separates grain from chaff, and it is listed with the fierce stars. Like water finding its way, you are hard to stop once you have chosen a direction.',
    'Pride, loyal friends and a devoted partner are among the marks Varahamihira sets down for this star. You are idealistic and proud of your convictions, and you defend them with eloquence. Friends value your loyalty, and you have a knack for inspiring others to join your cause.',
    'Venus, this star’s lord, sets the tone of your earliest years through its long dasha. You have charm and a persuasive manner, and you enjoy beauty, music, water and good company. Pleasure and purpose mix easily in you: you can make hard work feel like a celebration.',
    'Your confidence can become stubbornness, and you may refuse to concede even when a little yielding would serve you better. Water is strong because it bends: knowing when to give way, as water does around a rock, makes you even more effective in the long run.',
    'Like the winnowing fan, you are good at sorting what matters from what does not. You quickly see which ideas, people or plans are worth keeping, and you can help others clear away confusion. Used with tact, this gift makes you a valued adviser.',
  ], [
    'Enthusiasm is your way into a subject, and you often excel in subjects that let you express and defend your views: law, literature, debate, philosophy and the arts. You may be a natural public speaker, and competitions in speech or writing can bring out your best. Teachers who challenge you to argue your case, rather than simply to memorise, bring out your finest work.',
    'Law, teaching, shipping and water-related trades, writing, public speaking, advocacy, the arts and media are well suited to you. Work that lets you persuade, inspire or lead brings out your best, and you often achieve success through your ability to win people over to a vision.',
  ], [
    'You are devoted to your family and proud of it, and you like to see it prosper and be respected. Your home is often lively and full of conversation. Family occasions in your hands tend to become festive, with music, food and plenty of guests.',
    'Warmth and loyalty mark you as a spouse, and you hope for a partner who is equally devoted. Listening patiently, especially when you are sure you are right, keeps peace at home and deepens trust.',
    'You want your children to believe in themselves and to stand up for what they think is true. Your enthusiasm can be catching, and many of them carry your spirit of optimism into their own lives.',
    'In family disagreements you argue your side with passion and rarely leave a point unanswered. Learning to let someone else have the last word, especially a brother, sister or elder, keeps old affection alive and often wins you more than the argument would have.',
  ], [
    'Drink clean water through the day, and let rest follow every spell of hard effort. Swimming, walks by rivers or lakes and time near water suit you especially well. Guard against pushing on purely out of pride; accepting a pause is a sign of strength, not of defeat.',
  ]),
  // Uttara Ashadha
  n([
    'An upright, dignified posture and an honest, open face are characteristic of this star. You may be tall or broad-shouldered, with a steady gaze that inspires confidence, and your manner tends to be calm and courteous, as befits someone who takes commitments seriously. Your handshake and your word tend to be equally firm.',
  ], [
    'Uttara Ashadha, the later invincible star, belongs to the Vishvadevas, the universal gods who together uphold what is right for all. An elephant’s tusk or the planks of a bed represent it, and as a fixed star it is favoured for lasting works and final victories. The promise of this star is success that comes late, is earned slowly and does not fade.',
    'Old descriptions give the people of this star modesty, virtue, gratitude, many friends and a pleasant nature. You are principled, responsible and patient, and you succeed through steady effort rather than sudden luck. People come to respect your integrity and your fairness, and your word carries weight.',
    'The Sun presides over this star and over the dasha with which your life begins. You act from conviction, care about lasting results and are respected by elders and those in authority. There is a natural sense of leadership in you, but it is the quiet kind that leads by example rather than by command.',
    'You may be reserved, and others can mistake your seriousness for coldness. Let people see your warmth: share a joke, ask after their families, show your pleasure when things go well. Your dignity is not diminished by openness; it is made more human and more inspiring.',
    'Because this star belongs to all the gods together, your sense of duty tends to embrace more than your own circle. You may feel responsible for your community or for causes that serve many people, and you are at your best when your work helps more than one group or interest.',
  ], [
    'You are a thorough, conscientious student who prefers to learn a subject fully rather than quickly. Law, government, ethics, history, engineering and the sciences that build on solid foundations suit you. Your achievements often increase with age, and you may earn your most valued qualifications in adult life.',
    'Government, administration, law, research, management and any work with lasting results reward your patience. Institutions that value integrity and long service tend to suit you, and you may rise to a position of authority in which others depend on your fairness and judgement.',
  ], [
    'You are a dutiful, faithful partner who takes family responsibilities seriously. Your household can rely on you to keep promises and to provide steadily.',
    'Your reserve may sometimes make loved ones unsure of your feelings; saying what you feel, not only showing it through duty, brings them closer. A partner who shares your values and respects your principles is the best match for you.',
    'As a parent you are fair and principled, teaching by example. Your children grow up knowing the value of honesty and perseverance, and they often remember your steady presence with gratitude.',
    'As the years pass you often become the respected head of the family, the one whose word settles a question. You take on the care of elders with dignity and see it as an honour rather than a burden, and younger relatives learn from your example.',
  ], [
    'Take regular breaks from long work, and keep gentle movement in your day as the years pass. Your perseverance is admirable, but it can keep you at a desk for too many hours. Morning light, a daily walk and a simple, balanced diet suit your steady temperament. Plan your rest with the same care you give to your work.',
  ]),
  // Shravana
  n([
    'An attentive expression and a calm, listening manner mark many born under Shravana. Your eyes may be thoughtful and your voice gentle, and you tend to lean slightly towards the person speaking, as though every word were worth catching. There is often a graceful modesty in your bearing.',
  ], [
    'Shravana, the star of hearing, belongs to Vishnu, the preserver of the worlds, who crossed the universe in three great strides. An ear, or three footprints, is its sign; as a movable star it is good for journeys, learning and the spread of knowledge. You learn by listening, and you remember what you hear.',
    'According to Varahamihira, those born here are prosperous, learned, blessed with a generous partner and widely known. You are thoughtful, courteous and devoted to learning and tradition. You connect people and ideas well, and you have the patience to hear all sides before forming a view.',
    'As a child of the Moon’s star, you begin life in the Moon’s dasha. Your memory is good and your manner gentle, and you gain much from the advice of teachers and elders. Your feelings are sensitive, and a harsh word can stay with you longer than you show.',
    'You may be so ready to listen that you hold back your own opinions. Your views are valuable; speaking them clearly, at the right moment, lets others benefit from what you have gathered. Silence is a gift only when it is chosen, not when it comes from hesitation.',
    'Like Vishnu’s three strides, your progress is often steady and measured, covering great distance over time. You may not rush to the front, but your patient accumulation of knowledge and goodwill tends to carry you further than those who hurry.',
  ], [
    'Teaching, languages, music, literature, history and religious studies attract you, and you learn especially well through lectures, recitation and discussion. You may have a good ear for music or languages, and oral learning, as from a master to a student, often suits you better than silent reading.',
    'Teaching, counselling, media and broadcasting, languages and translation, music, travel and the preservation of knowledge, as in libraries or archives, are your natural territory. Wherever listening and communication are essential you are valued, and you may build a reputation as a trusted voice in your field. Work that requires careful attention to what people say, such as interviewing, advising or mediation, brings out your particular strengths.',
  ], [
    'Respectful of elders and helpful at home, you are valued by your family for your calm judgement. You often act as a mediator, listening to everyone before suggesting a way forward.',
    'Conversation is the thread of your marriage: you are attentive and devoted, and you want a partner with whom you can talk about everything. Your home is likely to be peaceful, with a respect for tradition and a place for learning.',
    'Children appreciate that you truly listen to them; this gives them confidence and a sense of being understood. You may also be the keeper of family stories, songs and customs, passing them on to the next generation with care and affection.',
    'You may remain close to your parents throughout life and seek their blessing before important decisions. Journeys with family, whether visits to relatives or pilgrimages, tend to become cherished memories and strengthen the ties between generations.',
  ], [
    'Quiet surroundings and regular sleep restore you, so give yourself some silence after a noisy day. Music, chanting or simply listening to nature can calm your mind. Keep a regular routine of meals and rest, especially when travelling, since changes in rhythm affect your mood. Avoid loud or crowded places for long stretches.',
  ]),
  // Dhanishta
  n([
    'Rhythm runs through the way you carry yourself: a slim, lively build, a cheerful expression and a way of moving as if you heard music others cannot. Your energy tends to draw people to you. Your face often shows a readiness to laugh and to join in.',
  ], [
    'The eight Vasus, bright gods of abundance who attend on Indra, share Dhanishta, the wealthiest of the stars. Its sign is a drum, and its movable nature suits travel, celebration and bold enterprise. There is a rhythm in your life, and you enjoy music, company and the shared pulse of a crowd.',
    'The Samhita praises the generosity, courage, wealth and love of music of those born here. You are open-handed and ambitious, good at gathering resources and at putting them to use. People enjoy your company, and you often find yourself at the centre of lively groups and ventures.',
    'Mars claims this star, and its brisk dasha is where your life begins. You like to move, compete and perform, and you have a practical knack for turning effort into gain. Courage comes easily to you, and you are ready to take a risk when you believe in the outcome.',
    'You may be restless for success, moving quickly from one goal to the next. Contentment grows from sharing what you gain and from pausing to enjoy what you already have. The drum is hollow at its centre; some quiet space inside you gives your outer life its music.',
    'Your generosity is a real strength, and you are often the first to contribute to a common cause. Make sure that your giving is balanced by wise management, so that you can continue to give for many years.',
  ], [
    'Rhythm and structure make a subject easy for you: music, mathematics, physics, economics and sport. Group learning and performance can bring out your best, and you may shine in school bands, teams or competitions. You may learn an instrument early and keep it as a lifelong companion, and team activities often teach you as much as books.',
    'Music and entertainment, finance and banking, property, sport, engineering and group enterprises offer you scope. Energy joined with organisation is your formula, and you may find success in managing resources or people on a large scale. Your ability to keep many people moving to a common beat makes you an effective organiser of events, projects and teams.',
  ], [
    'Loyalty and support are what your family can expect from you, though your schedule can be busy. Shared celebrations, music and festivals bring you together and strengthen your bonds.',
    'Married life suits your generous spirit best when you and your partner share activities you both enjoy. Making time for quiet companionship, not only for social occasions, deepens the relationship.',
    'Your sons and daughters may pick up your love of music or sport, and they remember you as the parent who made things fun. Family gatherings often revolve around your energy, and you are happiest when the house is full of voices.',
    'Family property or savings may grow through your efforts, and you are generous with relatives in need. Clear records and open agreements about shared money keep your generosity from causing misunderstandings, and let everyone enjoy what you have built.',
  ], [
    'Balance activity with rest, and spread your movement through the day rather than in a single rush. Music and dance are good outlets for your energy, and a few minutes of quiet each day balance your busy schedule. Regular meals and sleep keep your energy steady. Sport played with friends suits you better than solitary exercise.',
  ]),
  // Shatabhisha
  n([
    'You tend to give little away at first: a calm, reserved face, thoughtful eyes and a composed, self-contained bearing, often on a slender or lean frame. Your manner suggests someone who observes carefully before committing. Many of you have an air of quiet intelligence that people find intriguing.',
  ], [
    'Varuna, lord of the cosmic waters and keeper of the moral order, is the deity of Shatabhisha, the star of a hundred healers. An empty circle, a boundary drawn around a secret, is its sign, and like Swati and Shravana it is a movable star. You are independent and private, drawn to hidden knowledge and to the truths that lie beneath appearances.',
    'Truthful is the first word Varahamihira has for the people of this star; he also calls them plain-spoken, able to overcome rivals and sometimes rash. You are honest and scientific in outlook, preferring evidence to opinion, and you speak your mind even when it is unpopular. You may seem aloof, but your reserve hides a deep concern for what is right.',
    'Rahu is its planetary ruler, and your life opens with Rahu’s period. You question what others accept, work well alone and are drawn to healing, research and unusual knowledge. You may be ahead of your time, and your ideas are sometimes appreciated only later.',
    'Trusting others with your inner life eases your solitude. You need independence, but you also need connection; letting a few people into your circle, and sharing your thoughts with them, brings warmth to your self-sufficient life. The right companions are usually few but lasting, and they value you precisely for your independence of mind.',
    'Like Varuna, who sees all that is done, you have a strong sense of justice and may feel responsible for upholding truth. Your honesty and independence make you a valuable friend and a formidable opponent of injustice.',
  ], [
    'Your curiosity runs to science, technology, healing, astronomy, astrology and research, subjects that demand independent thought and careful investigation. You may prefer to study alone, and you often teach yourself skills that others learn in classrooms. Long hours in a laboratory, a library or at a telescope may feel natural to you.',
    'The healing sciences, research, technology, astronomy and astrology, engineering, and any work that requires independent analysis draw on your strengths. Innovation and honesty are your calling cards, and you may work in specialised or unusual areas. You may also be drawn to environmental work, water management or reform, where your independent mind can serve a wider good.',
  ], [
    'You need independence within family life, and a partner who respects your silences brings lasting peace. You are loyal and devoted, though you express it in quiet ways.',
    'You may have periods of distance from family, by choice or by circumstance, but you remain connected at heart. Making regular time for those you love keeps the bonds strong.',
    'Children appreciate your honesty and your willingness to let them think for themselves. You may show your love by solving problems for your family rather than by words, and they learn to read your care in what you do.',
    'Relatives often come to you with practical problems, expecting an unusual but effective solution, and you enjoy being quietly useful. You may not attend every gathering, but when someone truly needs you, you tend to appear with exactly the help they needed.',
  ], [
    'Rest when you feel drained, and let time with others balance long hours alone. Water, whether swimming, bathing or simply walking by a river or the sea, restores you. Regular routines, especially for sleep, keep your independent energy steady. Time outdoors, away from screens and crowds, clears your mind.',
  ]),
  // Purva Bhadrapada
  n([
    'Earnestness is written on you: you are often tall or lean, with deep, serious eyes, and your expression can shift quickly from calm to fervour when a subject moves you. You may carry yourself with a certain austerity. Your face tends to reveal your convictions more than you realise.',
  ], [
    'Purva Bhadrapada belongs to Aja Ekapada, the one-footed goat, a fiery form of Shiva that stands alone on the pillar between earth and sky. It is pictured as a sword, or as a man with two faces, and its nature is fierce. You are idealistic and can be passionate about causes, holding convictions that may surprise those who know only your quieter side.',
    'The old texts describe those born here as clever, skilled in speech, careful with money and sometimes anxious. You are capable of great devotion and sacrifice, and you can work with remarkable intensity for what you believe in. You may also be sensitive to injustice and quick to speak out.',
    'Jupiter rules the star, and its dasha, up to sixteen years long, opens your life. Your convictions run deep, and you can be both fiery in argument and generous in giving. Wisdom and learning matter to you, and you often seek a philosophy or faith that can hold your intensity.',
    'Keeping a balance between extremes brings your energy to good use. The two faces of your star point to two sides of your nature: one that burns for ideals, one that longs for peace. Honouring both, rather than letting one overwhelm the other, brings inner harmony.',
    'You can be careful, even cautious, with resources, which makes you a good steward. Sharing generously when the cause is worthy balances your prudence and brings you the gratitude and friendship that your intensity might otherwise keep at a distance.',
  ], [
    'Philosophy, religious studies, research, mathematics and the occult sciences may attract you, and you enjoy subjects that challenge the mind and address the big questions. You can study with great dedication when a subject captures your imagination. You may also be drawn to subjects that connect reason with faith, such as the philosophy of religion or the history of ideas.',
    'Research, religious work, administration, finance, writing and any field that needs dedication will use your gifts. Conviction and discipline are your strengths at work, and you may find your calling in a cause that gives meaning to your work. Financial prudence, one of your natural gifts, makes you a valued manager of funds for institutions and causes.',
  ], [
    'You are responsible towards family, though your ideals may sometimes come first. Warmth at home keeps you grounded and reminds you of what your causes are for.',
    'Your devotion runs deep and strong, and you need a partner who understands your depth and shares some of your ideals. Honest talk about your commitments avoids misunderstanding.',
    'As a parent you are principled and caring, teaching your children to think about what matters and to stand up for it. Your family may look to you for moral guidance, and you take that trust seriously.',
    'Your home may be simple, even austere, filled with books and objects of faith rather than luxuries. Guests are nevertheless treated generously, and a meal or a night’s shelter under your roof is given with sincerity.',
  ], [
    'Guard against exhaustion from intense effort; sleep and simple meals bring you back to balance. Your fiery temperament benefits from cooling habits: cool evenings outdoors, calming music and regular periods of rest. Meditation or prayer can steady your mind when ideals and worries press hard. Avoid skipping meals when absorbed in a cause.',
  ]),
  // Uttara Bhadrapada
  n([
    'People who meet you tend to notice a gentle face and a composed, dependable manner first. Your eyes may have a deep, quiet look, and your bearing suggests patience and self-control. People tend to feel calm in your presence. You may have a strong, well-balanced build and a slow, measured way of speaking that others find reassuring.',
  ], [
    'Uttara Bhadrapada belongs to Ahir Budhnya, the serpent of the deep, who dwells in the waters at the foundation of the world. Its picture is the back legs of a couch, or a pair of twins, and being fixed it is favoured for what is meant to endure. You are wise, patient and self-controlled, with depths that others may not see at first.',
    'In Varahamihira’s brief list, those born here are good speakers, happy, blessed with children, able to overcome rivals and virtuous. You are generous and kind, able to calm others in hard times, and you prefer depth to display. Your words, when you choose to speak, carry weight.',
    'Saturn, lord of the star, gives you a first dasha of up to nineteen years. Patience is your strength: you think before you speak and carry responsibilities without complaint. You mature early and build steadily, and your achievements often increase with age.',
    'Your calm can hide deep feelings. Letting trusted people see your inner life, including your worries and hopes, strengthens your relationships and eases your burdens. Quietly sharing what weighs on you is not a burden to those who love you; it is a gift of trust that they are glad to receive.',
    'The serpent of the deep is a guardian of hidden wisdom, and you may be drawn to spiritual practice, meditation or the study of sacred texts. Your inner life is rich, and it often gives you a steadiness that others find remarkable.',
  ], [
    'Depth rewards you more than speed in study, and the subjects you enjoy show it: philosophy, psychology, religious studies, history and the sciences. You may study well into later life, and your knowledge often grows into real wisdom. You absorb knowledge slowly but thoroughly, and what you have learned tends to stay with you for life.',
    'Counselling, teaching, charity, research, spiritual work and administration are fitting paths. Roles that prize patience, wisdom and self-control bring out your best, and you may be a steady presence in an institution for many years. Your steady judgement makes you a natural choice for positions of trust, such as trustee, guardian or senior adviser.',
  ], [
    'Stable and caring as a partner, you find that family life brings you happiness and support. Children, your own or those you help to raise, often bring you particular joy.',
    'Peace and order tend to settle on the household you keep. You offer your loved ones patience and wisdom, and they often turn to you for advice.',
    'Depth and trust matter more to you than excitement, and a marriage built on them tends to last and to grow quieter and richer with the years. You are slow to anger and quick to forgive, and disagreements in your home tend to be resolved calmly and without lasting resentment.',
    'Later years are often especially rich in family life, as younger generations gather around you. You tend to become the calm centre of the household, the one whose patience allows everyone else to feel at home.',
  ], [
    'Avoid long periods without movement; a daily walk suits your patient nature. Regular habits, quiet reflection and time near water restore you. Make sure that your calm acceptance of duty does not prevent you from taking the rest you need. Simple food, regular sleep and a little daily practice of stillness keep you at your best.',
  ]),
  // Revati
  n([
    'Gentleness is usually the first impression you give: a soft, kind face and a quiet voice. Varahamihira speaks of well-formed limbs, and you may have a graceful, pleasing appearance. Your manner tends to be warm and unassuming, and there is often a softness in your eyes that puts others at ease, especially children and animals.',
  ], [
    'Pushan, the nourisher who guards travellers, finds lost cattle and keeps every road safe, is the god of Revati, the wealthy. Fish swimming together are its picture, and its soft nature favours friendship, the arts and gentle undertakings. You are kind, caring and protective of anyone who cannot yet look after themselves.',
    'The Samhita adds that those born here are lovable, brave, clean and prosperous. You are imaginative, honest and refined, with a love of art and the spirit. You trust easily, and a little caution serves you well.',
    'Mercury rules Revati and the dasha that opens your life. You are gentle and witty, good with words and numbers, and your kindness makes you many friends. You have a gift for communication and for finding the right word at the right time.',
    'As the last of the twenty-seven stars, Revati completes the circle, and you may have a sense of endings and beginnings, of journeys and homecomings. You are drawn to help those who are lost, literally or figuratively, and you often guide others to safety.',
    'Your compassion is your great gift. Make sure that it extends to yourself as well as to others; rest and self-care allow you to keep giving. Learning to say no, gently but clearly, protects the generosity that is at the heart of your nature. You may also feel a strong pull towards the spiritual life, and quiet practices of prayer, music or contemplation can be deeply nourishing for you.',
  ], [
    'You learn best in a gentle, supportive setting, and your interests lean towards the arts, music, literature, languages, mathematics and spiritual studies. You may have a talent for writing or for the visual arts. A teacher who encourages rather than pressures helps you discover talents you did not know you had, and you may find that your imagination is your greatest asset as a student.',
    'The arts, travel, shipping, charity, healing, teaching and care of others are all good fields for you. Compassion joined with skill is your particular strength, and you may find fulfilment in helping people find their way. Work in hospitality, travel guidance, animal care, social work and the creative arts can all bring you satisfaction, especially when you know that your efforts make life easier for others.',
  ], [
    'Devotion to family and a good heart with children come naturally to you. Home is a place of gentleness for you, and you create a warm and welcoming atmosphere.',
    'Love, for you, means support: you stand by your partner and hope for one who shares your kindness and your ideals. Kindness and mutual respect form the foundation of your relationships, and you are quick to forgive.',
    'You may care for animals as well as people, and your home may be a refuge for many. Relatives and friends often seek your company because you make them feel welcome and safe, and your home becomes a place where people recover their spirits.',
    'Journeys with family, visits to relatives and holidays near water are among your happiest times. Wherever you live, you tend to make it a place to which others can return, and your door is rarely closed to anyone who needs a welcome.',
  ], [
    'Keep to regular meals and enough rest, especially while travelling. Gentle exercise, time near water and quiet creative activities restore you. Avoid taking on others’ troubles to the point of exhaustion. A regular rhythm of work and rest, with time for music or art, keeps your sensitive temperament in balance. Sleep well, and let yourself be cared for too.',
  ]),
];
