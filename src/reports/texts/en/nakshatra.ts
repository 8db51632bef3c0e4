// English: the Moon's nakshatra at birth, Ashwini … Revati, by section (physical, character, education,
// family, health), each an array of paragraphs. Meanings from public-domain sources: Varahamihira's Brihat
// Samhita, the chapters on the asterisms and on the qualities of those born under them (tr. N. Chidambaram
// Iyer, Madras 1884); Varahamihira's Brihat Jataka, the Moon's asterism at birth (tr. N. Chidambaram Iyer,
// 1885; tr. Swami Vijnanananda, 1912); the deities of the asterisms in the Taittiriya Brahmana; and the
// stars' natures as those texts class them (fixed, movable, sharp, soft, mixed, fierce, light). The
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
  ], [
    'As a student you learn best with your hands busy and the goal in sight. Long theory without practice tires you, while a laboratory, a workshop, a playing field or a clinic wakes up your attention at once. Short, intense periods of study followed by application tend to work better for you than slow, steady reading.',
    'The Ashvins were physicians, and fields that heal, repair or respond quickly often attract you: medicine and its allied skills, emergency work, veterinary care, sport and coaching, transport, and any enterprise where being first matters. You do well where initiative is rewarded and where each day brings something new to solve.',
  ], [
    'At home you are the one who notices when something needs mending and fixes it before the others have finished discussing it. You are affectionate and protective, and in a crisis relatives often turn to you first because they know you will move.',
    'Your partner may sometimes wish you would slow down enough to talk things through. Shared plans made without haste, and an honest interest in the other person’s pace, keep the bond warm. You tend to value a companion who enjoys movement and variety as much as you do.',
    'With children you are playful and encouraging, quick to start a game or an outing. Your gift to them is courage; their gift to you is often the patience they teach you without meaning to.',
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
  ], [
    'You study well when the subject has weight and consequence. Law, economics, the management of resources and the disciplined arts all reward your staying power, and you often finish demanding courses that others abandon halfway. You prefer to master one field thoroughly rather than sample many, and you remember what you have worked hard to learn.',
    'In work you suit roles of trust and responsibility: handling money or property, judging disputes, running an enterprise, creative fields that need discipline, and the caring professions present at life’s beginnings, such as midwifery, nursing of infants or child care. Your reliability tends to bring advancement slowly but surely, and employers learn to give you the tasks that cannot be allowed to fail.',
  ], [
    'Family matters deeply to you, and you willingly take on its heavier loads. Relatives know that a promise from you will be kept, even at some cost to yourself, and they often bring you the problems that no one else wants to handle.',
    'In marriage you are loyal, warm and affectionate, and you expect the same full commitment in return. Jealousy may flare if you sense indifference; speaking plainly and early saves much silent resentment later. A partner who shares your appreciation of beauty and comfort makes your home a place of real pleasure.',
    'As a parent you are protective and sometimes strict, but the strictness comes from care. Let the others in your household carry their share of decisions and duties: you do not have to hold everything alone, and they grow stronger when trusted.',
  ], [
    'Your appetites, for food, for pleasure and for work alike, tend to be strong, so moderation is the habit that serves you most. Rest that is planned rather than postponed keeps your energy even, and time given to something beautiful, such as music, a garden or a craft, eases the weight you carry.',
  ]),
  // Krittika
  n([
    'A clear, keen look is often the first thing people notice in you, with a well-marked brow and a bearing that is upright and a little proud. You tend to carry yourself with a dignity that makes others straighten up too, and your face shows your feelings plainly, whether approval or impatience.',
  ], [
    'Krittika is Agni’s star, the fire that cooks food, carries offerings to the gods and burns away what is impure. Its emblem is a blade or a flame, and it is counted among the mixed stars, able both to nourish and to cut. Your nature has both sides: a warmth that feeds those near you, and a sharpness that can slice through confusion, pretence or delay.',
    'Varahamihira gives this star brilliance and renown, together with a large appetite for life. You are ambitious, proud of your standards and keen to be recognised for what you do well. You stand up for what you believe to be right, and you have little patience with flattery or half-truths, whether offered to you or by you.',
    'The Sun governs Krittika, and the Sun’s dasha is the first of your life. Self-respect stands at the centre of your character; you would rather stand alone than bend on a point of principle. Leadership comes to you naturally, and you often find yourself asked to decide, to judge or to set the example that others follow.',
    'Your words can burn. A remark that seems merely honest to you may scorch someone more tender. Keeping your fire for the task rather than for people, and letting warmth show as openly as criticism, turns the respect others feel for you into real affection. When you choose to encourage rather than correct, your influence doubles.',
    'Krittika is also the star of the six sisters who nursed the young war-god Skanda, and a protective, fostering strain runs beside your fire. You may be quick to defend someone younger or less able to stand up for themselves, and you take quiet pride in raising others to the standard you hold for yourself.',
  ], [
    'You learn with focus and determination, and you respect teachers who are strict but fair. Subjects with clear standards of right and wrong, such as mathematics, engineering, law or the physical sciences, suit your precise mind. You may also excel in any discipline that involves fire or transformation, from metalwork and ceramics to the culinary arts.',
    'In work you thrive where you can take charge: administration, government service, defence and security, precise technical work requiring a steady hand, teaching that demands discipline, and the kitchen trades. You rise through merit rather than connection, and you tend to be known for high standards that others learn to meet.',
  ], [
    'You are a dependable provider and protector, proud of your family’s good name. You expect loyalty and honesty at home and give both in full, and relatives in difficulty can count on your practical help.',
    'Your strictness can make relatives cautious around you, especially the young. Warmth expressed openly, through praise, time and small kindnesses, softens the household and lets them see the care behind your standards. Laughter at home is worth cultivating as deliberately as discipline.',
    'In marriage you value a partner who respects your independence and who can meet your directness without taking offence. Shared purpose binds you more strongly than sentiment alone, and you are at your most tender when you feel truly understood.',
  ], [
    'You run warm in temper and push hard when a goal is in sight. Regular meals, cooling drinks in the hot season and calm evenings keep your fire steady. Letting anger pass before you act, perhaps with a walk or a few quiet minutes, protects both your peace and your relationships.',
  ]),
  // Rohini
  n([
    'Rohini is said to give a pleasing form, and you are often noticed for soft, harmonious features, a gentle voice and a graceful way of moving. Even in ordinary clothes you tend to look well put together, and people feel at ease in your presence almost at once.',
  ], [
    'Rohini, the red one, was the favourite among the Moon’s twenty-seven wives, and the star belongs to Prajapati, the lord of creatures and of increase. Its emblem is a cart laden with goods. The old texts class it as fixed, a star for laying foundations, planting orchards and building what is meant to last, and that settled, fruitful quality runs through your character.',
    'Varahamihira describes the Rohini-born as truthful, clean in habits, sweet in speech, steady of mind and pleasant to look at. You like to create a stable, abundant life and you have a gift for making things grow, whether a garden, a business or a family. Comfort and beauty are not luxuries to you but the proper setting of a good life, and you share them generously.',
    'Your life begins under the dasha of the Moon, the lord of this star. Your moods and your surroundings shape each other closely: a peaceful, well-kept home steadies everything else you do, while disorder unsettles you more than you may admit. You are sensitive to others’ feelings and often know exactly how to soothe them.',
    'Steadiness can slide into possessiveness. You hold tightly to the people and things you love and may resist change even when it is needed. Trusting that what is truly yours will remain, and that growth sometimes needs open space, brings you a deeper contentment than holding on ever could. Your patience is a strength; let it include patience with change.',
    'Rohini’s people are often admired, and admiration can be pleasant enough to make you avoid conflict. Your sweetness is real, but it should not cost you your own opinion. Saying no gently and in good time protects the harmony you care about far better than a late refusal.',
  ], [
    'You learn patiently and retain what you learn, especially when the subject is beautiful or useful. Music, painting, literature, botany and agriculture all attract you, and you often show an early talent for singing, drawing or design. Pleasant surroundings help you study; a quiet, orderly desk is worth more to you than to most.',
    'Work that nourishes or adorns suits you: farming and food, fashion and cosmetics, the arts, hospitality, banking and trade in goods of value such as cloth, jewellery or land. You build a career slowly and securely, prefer lasting rewards to quick gains, and often end up owning what you once managed for others.',
  ], [
    'Home is the centre of your happiness. You are a devoted partner and a warm, nurturing parent, and you take pleasure in festivals, shared meals and a comfortable household where everyone is fed and welcome.',
    'Your affection is generous but can become anxious when you fear losing someone. Reassurance given freely, and received in return, keeps jealousy away. A partner who values stability and tenderness as much as you do makes for a long and contented union.',
    'You are often close to your mother and to the women of your family, and in later years your home tends to become the gathering place where relatives meet, celebrate and settle their differences.',
  ], [
    'You enjoy good food and soft comforts, and your steady constitution serves you best when they are balanced with daily activity. A walk after meals, time in gardens or near water and a settled routine keep your body and your mood equally content. Change your habits gradually rather than all at once.',
  ]),
  // Mrigashira
  n([
    'You are often slender or lithe, with alert eyes that seem always to be searching for something just beyond view. Your movements tend to be quick and light, like those of the deer that is this star’s emblem, and a youthful, inquisitive air may stay with you well into later life.',
  ], [
    'Mrigashira, the head of the deer, belongs to Soma, the Moon-god and the sacred drink that brings delight. Its nature is soft, a star favoured for gentle undertakings, friendship, the arts and travel. Like a deer grazing at the edge of a forest, you are gentle and watchful, and ready to move when something new catches your attention.',
    'Varahamihira calls those born here clever, eloquent, enthusiastic and fond of pleasure, yet also changeable and a little timid. Your curiosity is your great gift: you ask questions, read widely and enjoy conversation, and you are often the one who knows a little about everything. Others find you easy to talk to because you genuinely want to hear what they think.',
    'The star’s planetary lord is Mars, whose period is the first you live through. Beneath your mild manner lies real drive. When a goal truly captures your interest, you pursue it with surprising energy and persistence, and people who took your gentleness for softness are often surprised by how far you go.',
    'A searching nature can make you restless or doubtful. New paths appear everywhere, and you may change direction before the old one has borne fruit. Choosing a few commitments deliberately, and staying with them through their dull stretches, turns your searching into discovery. What you find after long seeking tends to be worth the wait.',
    'The deer is also a symbol of the seeker after truth, always following a scent it cannot quite name. Your inner life may hold a quiet longing for meaning, and reading, pilgrimage or long talks with wise friends can satisfy a hunger that ordinary success does not.',
  ], [
    'You enjoy learning for its own sake and do well in subjects that reward curiosity: languages, literature, research, geography and the natural sciences. Travel often educates you as much as books do, and you may study in several places or change subjects once or twice before settling on the one that holds you.',
    'Careers in writing, teaching, research, journalism, travel, textiles, perfumes and trade suit your searching mind. You are persuasive in conversation, which helps in sales and negotiation, and you tend to prosper in work that offers variety, movement and a steady supply of new people and questions.',
  ], [
    'You are a caring and companionable family member who enjoys shared conversations, outings and festivities. Your wit and your stories keep the household lively, and relatives often seek your company for its lightness.',
    'In marriage your partner may need reassurance that your restlessness is about ideas and places, not about them. Steady attention to their needs, and plans made and kept together, make the bond warm and secure. Travelling together can be one of the happiest parts of your shared life.',
    'You tend to be a thoughtful parent who welcomes questions rather than silencing them. Your children often inherit your love of learning and of the open road.',
  ], [
    'A busy mind can tire you more than physical work does. Fresh air, walks in open country, regular meals and a calm hour before sleep restore you. Try not to scatter your energy across too many tasks in a single day; finishing one thing well rests you more than starting five.',
  ]),
  // Ardra
  n([
    'Your face can be striking for its intensity: a direct gaze, quick changes of expression and a manner that makes your feelings plain. Many born here have a restless energy in the way they sit and move, as if always half ready to stand up and act on a sudden thought.',
  ], [
    'Ardra, the moist one, belongs to Rudra, the storm-god whose thunder clears heavy air. Its emblem is a teardrop, and it is counted among the sharp stars, suited to breaking what must be broken. Your life and your feelings can move like a monsoon: a build-up of tension, a sudden outpouring, and then a clean, bright sky in which everything looks new.',
    'Varahamihira was blunt about this star, warning of pride and a harsh tongue. In gentler terms, you are fiercely honest and can be sharp when you feel wronged. You see through pretence and do not hide your opinion of it. Tact learned early saves you quarrels that your good intentions do not deserve, and lets your honesty be heard rather than resented.',
    'Rahu holds the lordship of Ardra, and the years of its dasha are your earliest. You are drawn to the new, the foreign, the hidden and the untried, and you rarely accept an answer simply because it is customary. Your mind is powerful and analytical, and you often find solutions where others see only confusion.',
    'Hardship tends to become your teacher. Experiences that would discourage others often sharpen you instead. Once the storm has passed you are capable of deep compassion, because you know from the inside what it is to struggle, and those in trouble sense that you will not judge them.',
    'Because Rudra is also the healer among the gods, the storm in you has a purpose. After you have cleared away what was false or stale, you are often the one who helps rebuild. Learning to wait for the right moment before letting loose makes that cleansing force far more useful.',
  ], [
    'Your intellect is your great asset. Science, technology, mathematics, research and any discipline that takes things apart to understand them reward your analytical mind. You may learn in leaps, absorbing a difficult subject suddenly after a period of frustration, so persistence through the confusing stage pays you well.',
    'Work in computing, engineering, research, investigation, the healing sciences and repair of every kind suits you. You do well in fast-changing fields, in roles that call for decisive action under pressure, and in any work where an old system must be dismantled before a better one can be built.',
  ], [
    'Family life may know storms, followed by real closeness. Your honesty means problems are brought into the open, which can be uncomfortable at the time but often heals what silence would have left to fester.',
    'Patience in hard moments is the quality that keeps your relationships strong. A partner who is steady and not easily shaken suits you well, and you repay that steadiness with fierce loyalty and protectiveness. Apologising quickly after an outburst matters more than never having one.',
    'Siblings and cousins may play a large part in your life, sometimes as rivals in youth and as firm allies later. You tend to be the relative who speaks plainly when others hesitate.',
  ], [
    'You work in storms of effort. Plan real rest after each intense stretch, and let your mind quieten before sleep, perhaps with music, reading or a quiet walk. A hot temper cools faster with movement than with brooding, and rain or a cool breeze often lifts your mood.',
  ]),
  // Punarvasu
  n([
    'A kind, open face and a balanced, well-proportioned build are typical of this star, along with a calm manner that reassures the people around you. Your features tend to be gentle, your voice easy to listen to, and your smile comes readily, even to strangers.',
  ], [
    'Punarvasu means the return of the good, the light that comes back after darkness. Its deity is Aditi, the boundless mother of the gods who shelters all her children, and its emblem is a quiver of arrows, ready to be drawn on again and again. It is counted among the movable stars, good for journeys, renewals and fresh starts.',
    'Varahamihira describes those born here as self-controlled, cheerful and content with little. You tend to be generous, simple in your wants and fond of home. Setbacks rarely keep you down for long; you recover well and keep faith that things will come right, and that faith often proves justified because you keep working while you wait.',
    'Jupiter, the guru among the planets, governs Punarvasu, and your childhood passes under its dasha. Faith, learning and good counsel come naturally to you, and people often seek your opinion before they act. You have a teacher’s patience and a host’s warmth, and you forgive more easily than most.',
    'Your contentment is a gift, though it may make you slow to take risks or to press for what you deserve. A measure of ambition, added to your goodwill, lets you achieve more without losing the ease that others value in you. Say yes to the opportunities that return to you; your star is one of second chances.',
    'There is a traveller in you as well as a homemaker. Journeys refresh you, and you may live in more than one place in the course of your life, yet you always come back to your roots. Each return, like the star’s own light, tends to find you a little wiser.',
  ], [
    'You learn steadily and enjoy subjects that broaden the mind: philosophy, literature, religion, history and languages. You may return to study in later life, true to your star’s name, and often find that a second attempt succeeds where a first did not. Good teachers leave a lasting mark on you.',
    'Teaching, writing, counselling, religious or charitable work, hospitality and travel suit you. You do well in roles where kindness and honesty earn trust, and you are likely to be valued more for reliability and good judgement than for flashes of brilliance. Work that lets you guide others back onto their path suits you especially.',
  ], [
    'In family life you are warm and forgiving, and a source of comfort to others. You often remain close to your parents, especially your mother, and may look after them in their later years with real devotion.',
    'Your home tends to welcome guests, and you enjoy shared meals and the keeping of traditions. In marriage you are loyal and patient, able to begin again after a disagreement without holding grudges, and your partner learns that peace with you is always within reach.',
    'Children find you a gentle, encouraging parent, and you may be the relative to whom younger family members bring their questions about faith, study and life.',
  ], [
    'Your constitution is usually good, and gentle routines keep it that way. Eating simply and not to excess, drinking enough water and keeping a regular daily rhythm suit your even temperament. A short rest after exertion renews you quickly, so take it rather than pushing through.',
  ]),
  // Pushya
  n([
    'Calm and composure mark your appearance: a soft voice, an even gaze and a sturdy, well-proportioned build that suggests steadiness. Your face tends to show quiet confidence and goodwill, and people who meet you often feel they can rely on you before you have said much.',
  ], [
    'Pushya, the nourisher, belongs to Brihaspati, the teacher and priest of the gods, and is counted among the most auspicious of all the stars. Its emblem is the udder of a cow, the image of generous nourishment, and its nature is light, favoured for beginnings, learning and remedies. Few stars are so widely chosen for starting something good.',
    'Varahamihira gives this star tranquillity, learning, wealth and virtue. You nourish others and feel responsible for their welfare; you are dutiful, devout and sincere, and respected for your reliability. Many people come to you for advice or help, and you seldom send them away empty-handed.',
    'Saturn is Pushya’s lord, and the long Saturn period colours your early years. You mature early, take duty seriously and build your life patiently, one reliable step after another. You are often older than your years in youth and younger than your years in age, as if the seriousness of childhood buys you lightness later on.',
    'Your care for others can turn to worry. Make sure your concern does not become anxiety, and allow yourself to receive help as well as to give it. A life of service is richest when the one who serves is also cared for.',
    'You are at your best when you serve a purpose larger than yourself, whether a family, a community or a faith. You give without fuss, and your goodness is of the practical kind: a meal prepared, a debt quietly settled, a word of advice that arrives exactly when it is needed.',
  ], [
    'You learn methodically and enjoy traditional knowledge: scripture, law, history, the healing arts and the sciences that build on careful observation. You may become a respected teacher or authority in your field, valued for thoroughness and for the patience with which you explain what you know. You may find that your learning deepens with age rather than peaking in youth. Later study, taken up for love rather than necessity, often brings you the greatest satisfaction.',
    'Teaching, law, administration, religious or charitable work, food, dairy and agriculture, and any work that supports or nourishes people suit you. You are likely to rise steadily to positions of trust, and institutions tend to keep you for a long time because you make them run better.',
  ], [
    'Family life is important to you and usually stable. You are a protective parent and a faithful partner, and you take quiet pleasure in providing for your household and seeing everyone well fed and settled.',
    'You may be the person who holds the family together, keeping its traditions alive, remembering its anniversaries and caring for its elders. Let others share that load; they want to help, and sharing it binds the family more closely than your carrying it alone.',
    'In marriage you value loyalty and shared values above excitement, and your steady affection deepens with the years.',
  ], [
    'Simple, regular food and a settled daily rhythm suit you best. Concern for others should not cost you your own rest, so guard your sleep and set aside quiet time each day for prayer, reflection or simply sitting still. Your calm, once restored, becomes a gift to everyone around you.',
  ]),
  // Ashlesha
  n([
    'Your eyes are often your most noticeable feature: penetrating, watchful and quick to read a room. You tend to have a composed, somewhat guarded expression and a manner that reveals little until you choose to reveal it, which gives you an air of quiet reserve.',
  ], [
    'Ashlesha, the embrace, belongs to the Nagas, the serpent-beings who guard hidden treasure and secret wisdom. Its emblem is a coiled serpent, and it is counted among the sharp stars, suited to undertakings that need cunning and force. You are perceptive and shrewd, quick to sense hidden motives and slow to give your trust.',
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
  ], [
    'You tend to hold tension without showing it. Relaxation, slow breathing and a calm evening routine help you let it go, and time spent near still water or in a quiet room restores your balance. Talking your worries through with someone you trust lightens them more than turning them over alone.',
  ]),
  // Magha
  n([
    'You often have a noble bearing and a face that shows self-respect.',
  ], [
    'Magha is ruled by the Pitris, the forefathers, and is the star of the throne. You honour tradition, lineage and rank, and others often see authority in you.',
    'You are generous and proud, respectful of elders and loyal to your heritage. Humility keeps your dignity from turning into pride.',
    'Your star belongs to Ketu, and Ketu’s dasha is the first of your life. For all your sense of rank you can be strangely unworldly, and ritual, ancestry and the sacred mean more to you than show.',
  ], [
    'Government, administration, history, law and positions of leadership suit you.',
  ], [
    'You take family honour seriously and usually remain close to your ancestors’ customs. You are a generous provider.',
  ], [
    'Regular exercise, an upright posture and calm habits keep you strong through the years.',
  ]),
  // Purva Phalguni
  n([
    'You tend to have a pleasant face, a relaxed manner and a friendly smile.',
  ], [
    'Purva Phalguni belongs to Bhaga, the god of good fortune and enjoyment. You love comfort, friendship, art and celebration.',
    'You are warm, generous and good company, though you may prefer pleasure to effort. Your charm opens many doors; diligence keeps them open.',
    'Your star belongs to Venus, and the dasha of Venus is the first of your life. You have a gift for making any gathering pleasant, and rest and recreation are, for you, part of a well-lived life.',
  ], [
    'The arts, entertainment, hospitality, fashion and any work with people suit you.',
  ], [
    'You are an affectionate partner and enjoy family gatherings. Marriage tends to be important in your life.',
  ], [
    'Avoid excess in food and late nights; an active day balances your love of comfort.',
  ]),
  // Uttara Phalguni
  n([
    'You often have a strong, tall build and an open, sincere expression.',
  ], [
    'Uttara Phalguni is ruled by Aryaman, the god of contracts and friendship. You are reliable, helpful and keep your promises.',
    'You enjoy being useful and are respected for your sense of fairness. You may take on too much for others; learn to accept help too.',
    'Your star belongs to the Sun, and the Sun’s dasha is the first of your life. You have a patron’s instinct: you like to support others openly and to be known as someone who keeps agreements.',
  ], [
    'Administration, social work, public service, management and counselling suit you.',
  ], [
    'You are a dependable partner and a caring parent, and family bonds bring you stability and happiness.',
  ], [
    'Your constitution is generally sound; guard against overwork and keep mealtimes regular.',
  ]),
  // Hasta
  n([
    'You tend to have expressive hands and a lively, engaging face.',
  ], [
    'Hasta, the hand, is ruled by Savitar, the sun that rouses. You are skilful, clever and practical, able to make things with your hands and your wit.',
    'You are cheerful and hard working, with a good sense of humour. Restlessness or worry can arise when your hands are idle.',
    'Your star belongs to the Moon, and the Moon’s dasha is the first of your life. Your feelings are quick and kindly, and you sense what others need before they ask for it.',
  ], [
    'Crafts, healing, writing, trade, design and any skilled work suit you.',
  ], [
    'You are helpful and devoted in family life, and often the practical one at home.',
  ], [
    'Nervous energy needs outlets; rest your hands and mind with regular breaks.',
  ]),
  // Chitra
  n([
    'You often have striking eyes and an attractive, well-formed appearance.',
  ], [
    'Chitra belongs to Tvashtar, the celestial architect. You have an eye for form and colour and like to create things of beauty.',
    'You are energetic and charming, sometimes proud of your taste. You work hard when inspired, and need to bring the same energy to routine tasks.',
    'Your star belongs to Mars, and the dasha of Mars is the first of your life. You bring drive and precision to whatever you make, and you are not afraid to start over until it is right.',
  ], [
    'Architecture, design, jewellery, engineering, fashion and the visual arts suit you.',
  ], [
    'You bring liveliness to family life, though you need personal space. Consideration for others’ tastes keeps harmony.',
  ], [
    'Mind your posture while you work, and drink enough water through the day.',
  ]),
  // Swati
  n([
    'You tend to have a graceful, flexible build and a courteous manner.',
  ], [
    'Swati is ruled by Vayu, the wind, and pictures a young shoot moved by the breeze. You value freedom and independence, and you adapt to circumstances.',
    'You are polite, fair and diplomatic, good in business and in company. Indecision may trouble you; firm roots let you bend without breaking.',
    'Your star belongs to Rahu, and Rahu’s dasha is the first of your life. You are an original, happiest when you can trade, travel or work on your own terms.',
  ], [
    'Trade, travel, law, diplomacy and independent work suit you.',
  ], [
    'You are considerate and peaceful at home, but need room to follow your own path. A partner who respects this brings contentment.',
  ], [
    'Cold wind and long stillness do not suit you; warmth and regular movement keep you supple.',
  ]),
  // Vishakha
  n([
    'You often have a determined expression and a sturdy, active build.',
  ], [
    'Vishakha belongs to Indra and Agni together, power and fire. You set goals and pursue them with single-minded effort.',
    'You are ambitious, persuasive and capable of great achievement. Patience and contentment along the way keep ambition from becoming restlessness.',
    'Your star belongs to Jupiter, and Jupiter’s long dasha is the first of your life. Your ambition is tied to ideals, and you are at ease in positions where you must teach or persuade.',
  ], [
    'Politics, research, sales, management and any competitive field suit you.',
  ], [
    'You are loyal to family, though work may take much of your attention. Time given freely at home is well repaid.',
  ], [
    'Moderation in food and drink is worth the effort, and so is a pause when ambition drives you too hard.',
  ]),
  // Anuradha
  n([
    'You tend to have a pleasant face and a friendly, approachable manner.',
  ], [
    'Anuradha is ruled by Mitra, the god of friendship and alliance. You make friends easily and keep them for life.',
    'You are devoted, disciplined and cooperative, able to succeed far from home. Loyalty is your great strength; beware of holding on too long to what has ended.',
    'Your star belongs to Saturn, and Saturn’s dasha is the first of your life. Devotion and discipline come together in you: you keep practices, friendships and promises over many years.',
  ], [
    'Organisations, diplomacy, research, travel-related work and group ventures suit you.',
  ], [
    'You are affectionate and steady in family life, and friendship plays a large part in your marriage.',
  ], [
    'Keep regular habits, above all when travelling, and your steady nature will keep you well.',
  ]),
  // Jyeshtha
  n([
    'You often have a commanding presence and a serious, watchful expression.',
  ], [
    'Jyeshtha, the eldest, belongs to Indra, king of the gods. You take charge naturally and protect those under your care.',
    'You are capable and resourceful, but can be secretive or proud. Sharing authority and trust makes your leadership stronger.',
    'Your star belongs to Mercury, and Mercury’s dasha is the first of your life. You think strategically, notice weaknesses quickly and can find the quiet way around an obstacle.',
  ], [
    'Management, defence, administration and roles of responsibility suit you.',
  ], [
    'You often carry responsibility for siblings or relatives. Warmth expressed openly balances your protective strictness.',
  ], [
    'Responsibility can keep you tense; regular rest and exercise help you set it down.',
  ]),
  // Mula
  n([
    'You tend to have a strong build and an intense, searching look.',
  ], [
    'Mula, the root, is ruled by Nirriti, who undoes what has decayed. You dig to the bottom of things and are not satisfied with surface answers.',
    'You are frank, independent and philosophical. Life may ask you to start afresh more than once, and each new start stands on firmer ground.',
    'Born in a star of Ketu, you begin life in Ketu’s dasha. You are drawn to first causes and to the roots of tradition, and you can let go of what no longer serves.',
  ], [
    'Research, medicine, philosophy, botany and investigative work suit you.',
  ], [
    'You value honesty in family life. Changes in home or circumstances may come, and you adapt to them with courage.',
  ], [
    'Walk often, stretch after sitting for long, and avoid overexertion.',
  ]),
  // Purva Ashadha
  n([
    'You often have a bright face and a confident, invigorating presence.',
  ], [
    'Purva Ashadha belongs to Apas, the waters, and is called the invincible star. You are proud, persuasive and hard to defeat.',
    'You are idealistic and loyal to your convictions. Knowing when to yield, as water does, makes you even stronger.',
    'Born in a star of Venus, you begin life in the dasha of Venus. You have charm and a persuasive manner, and you enjoy beauty, water, music and good company.',
  ], [
    'Law, teaching, shipping, writing and public speaking suit you.',
  ], [
    'You are devoted to family and proud of it. Listening patiently to others keeps peace at home.',
  ], [
    'Drink clean water through the day, and let rest follow every spell of hard effort.',
  ]),
  // Uttara Ashadha
  n([
    'You tend to have a tall, upright posture and a dignified, honest face.',
  ], [
    'Uttara Ashadha is ruled by the Vishvadevas, the universal gods, and promises final victory. You are principled, responsible and patient.',
    'You succeed through steady effort and earn respect for your integrity. You may be reserved; let others see your warmth.',
    'Born in a star of the Sun, you begin life in the Sun’s dasha. You act from conviction, care about lasting results and are respected by elders and those in authority.',
  ], [
    'Government, administration, law, research and work with lasting results suit you.',
  ], [
    'You are a dutiful, faithful partner and take family responsibilities seriously.',
  ], [
    'Take regular breaks from long work, and keep gentle movement in your day as the years pass.',
  ]),
  // Shravana
  n([
    'You often have an attentive expression and a calm, listening manner.',
  ], [
    'Shravana, the ear, is ruled by Vishnu, who preserves the world. You learn by listening and remember what you hear.',
    'You are thoughtful, courteous and devoted to learning and tradition. You connect people and ideas well.',
    'Born in a star of the Moon, you begin life in the Moon’s dasha. Your memory is good and your manner gentle, and you gain much from the advice of teachers and elders.',
  ], [
    'Teaching, counselling, media, languages, music and travel suit you.',
  ], [
    'You are respectful of elders and helpful at home. Your family values your calm judgement.',
  ], [
    'Quiet surroundings and regular sleep restore you; give yourself some silence after a noisy day.',
  ]),
  // Dhanishta
  n([
    'You tend to have a slim, lively build and a cheerful expression.',
  ], [
    'Dhanishta belongs to the Vasus, the gods of abundance, and is pictured as a drum. You have a sense of rhythm in life and enjoy music and company.',
    'You are generous, ambitious and good at gathering resources. You may be restless for success; contentment grows from sharing what you gain.',
    'Born in a star of Mars, you begin life in the dasha of Mars. You like to move, compete and perform, and you have a practical knack for turning effort into gain.',
  ], [
    'Music, finance, property, sport and group work suit you.',
  ], [
    'You are loyal and supportive towards family, though your schedule can be busy. Shared celebrations bring you together.',
  ], [
    'Balance activity with rest, and keep moving through the day rather than in a single rush.',
  ]),
  // Shatabhisha
  n([
    'You often have a calm, reserved face and thoughtful eyes.',
  ], [
    'Shatabhisha, the hundred healers, is ruled by Varuna, lord of the cosmic waters. You are independent, private and drawn to hidden knowledge.',
    'You are honest and scientific in outlook, though you may seem aloof. Trusting others with your inner life eases your solitude.',
    'Born in a star of Rahu, you begin life in Rahu’s dasha. You question what others accept, work well alone and are drawn to healing, research and unusual knowledge.',
  ], [
    'Medicine, science, astrology, technology and research suit you.',
  ], [
    'You need independence within family life; a partner who respects your silences brings lasting peace.',
  ], [
    'Rest when you feel drained, and let time with others balance long hours alone.',
  ]),
  // Purva Bhadrapada
  n([
    'You tend to have a tall or lean build and an earnest, intense look.',
  ], [
    'Purva Bhadrapada belongs to Aja Ekapada, the one-footed goat, a fiery form of Shiva. You are idealistic and can be passionate about causes.',
    'You are capable of great devotion and sacrifice. Keeping balance between extremes brings your energy to good use.',
    'Born in a star of Jupiter, you begin life in Jupiter’s dasha. Your convictions run deep, and you can be both fiery in argument and generous in giving.',
  ], [
    'Research, religious work, administration and any field that needs dedication suit you.',
  ], [
    'You are responsible towards family, though your ideals may sometimes come first. Warmth at home keeps you grounded.',
  ], [
    'Guard against exhaustion from intense effort; sleep and simple meals bring you back to balance.',
  ]),
  // Uttara Bhadrapada
  n([
    'You often have a gentle face and a composed, dependable manner.',
  ], [
    'Uttara Bhadrapada is ruled by Ahir Budhnya, the serpent of the deep. You are wise, patient and self-controlled.',
    'You are generous and kind, able to calm others in hard times. You prefer depth to display.',
    'Born in a star of Saturn, you begin life in Saturn’s long dasha. Patience is your strength: you think before you speak and carry responsibilities without complaint.',
  ], [
    'Counselling, teaching, charity, research and spiritual work suit you.',
  ], [
    'You are a stable, caring partner, and family life brings you happiness and support.',
  ], [
    'Avoid long periods without movement; a daily walk suits your patient nature.',
  ]),
  // Revati
  n([
    'You tend to have a soft, kind face and a gentle voice.',
  ], [
    'Revati belongs to Pushan, who guards travellers and herds. You are kind, caring and protective of the weak.',
    'You are imaginative, honest and refined, with a love of art and spirit. You trust easily; a little caution serves you well.',
    'Born in a star of Mercury, you begin life in Mercury’s dasha. You are gentle and witty, good with words and numbers, and your kindness makes you many friends.',
  ], [
    'The arts, travel, shipping, charity, healing and care of others suit you.',
  ], [
    'You are devoted to family and good-hearted with children. Home is a place of gentleness for you.',
  ], [
    'Keep to regular meals and enough rest, especially while travelling.',
  ]),
];
