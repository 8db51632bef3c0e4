// English texts of the Vedic numerology reports (numero_report, numero_fav_time, numero_place_vastu,
// numero_fasts_report, numero_fav_lord, numero_fav_mantra) and of the daily prediction, by radical number.
// Sources of the meanings (the sentences are ours): Cheiro (Louis Hamon), "Cheiro's Book of Numbers"
// (London, 1926; in the public domain in the US since 2022 and in the UK, its author having died in 1936),
// for the character of each number, its planet and its fortunate dates (the days of the month that reduce to
// it), save that Indian practice gives 4 and 7 to Rahu and Ketu where Cheiro gives them to Uranus and Neptune
// (the texts of 4 and 7 name both); Varahamihira, Brihat Jataka ch. 2 (tr. N. Chidambaram Iyer, 1885), for the
// planets' quarters (Sun east, Venus south-east, Mars south, Rahu south-west, Saturn west, Moon north-west,
// Mercury north, Jupiter north-east; Ketu has none); the weekday of each planet and the customary weekday fasts
// (vrata) as Indian almanacs keep them. Deities, days and mantras are those of the numerology table
// (src/numerology/table.ts, src/i18n/mantras.ts). Licence: as the repository's.
import type { VedicTexts } from '../types.js';

export const VEDIC_EN: VedicTexts = {
  reports: {
    report: {
      title: 'Your Radical Number',
      texts: {
        1: 'Your radical number is 1, the number of the Sun. It marks an individual who wants to lead and to be the author of their own work. You are ambitious, determined and proud of your independence, and you dislike taking orders for long. People look to you when a decision has to be made, and you rise best in positions where you can direct others. Your warmth is real, though it may show as reserve until trust is earned. Guard against stubbornness and against doing everything alone: the Sun shines brightest when it lights others too. Your best partnerships are with people of the numbers 1, 2, 3 and 9.',
        2: 'Your radical number is 2, the number of the Moon. It gives a gentle, imaginative and sensitive nature, rich in feeling and fond of art, music and beautiful surroundings. You understand people quickly and are a natural peacemaker, but your moods change like the Moon’s phases, and you may begin more plans than you finish. You are at your best in work that calls for tact, care and intuition rather than force. Learn to trust your own judgement and to keep going once you have begun. Numbers 1, 2 and 7 are those you get on with most easily.',
        3: 'Your radical number is 3, the number of Jupiter. It gives a disciplined, ambitious and upright character with a strong sense of duty and a love of order. You seek to rise in the world through knowledge and merit, and you do well in teaching, law, administration, religion or any post of trust. You give good counsel and expect others to keep to their word as you keep to yours. Beware of being too exacting or too proud to accept help; generosity is your best quality. People of the numbers 1, 3 and 9 understand your aims well.',
        4: 'Your radical number is 4, the number of Rahu. Cheiro, writing in the West, gave it to Uranus, the planet of the sudden and the unconventional; both planets mark an original mind that sees things from an unexpected side and questions accepted views. You are drawn to reform, new methods and unusual subjects, and you may find that others misjudge your motives. Friendships are fewer but deeper, often with people of the numbers 1, 4, 5 and 7. Steady effort brings you more than sudden ventures, and careful handling of money repays itself. Use your independent judgement to build, not merely to oppose, and your work will be valued.',
        5: 'Your radical number is 5, the number of Mercury. It gives a quick, clever and versatile nature that loves movement, conversation and new experience. You learn fast, think on your feet and make friends everywhere, and you are suited to trade, writing, travel, communication or any work with variety in it. Your energy rebounds quickly from setbacks. Your risk is restlessness and hasty decisions, especially with money; finish what you start and think twice before a speculation. Numbers 1, 5 and 6 are those most in tune with you.',
        6: 'Your radical number is 6, the number of Venus. It gives charm, a love of beauty and comfort, and a strong attachment to home and friends. You are liked easily, you dislike quarrels, and you have a gift for art, music, decoration or anything that brings harmony. You are loyal in affection and generous to those you love. Once roused you can be obstinate, so let hurt feelings cool before you decide, and do not spend on pleasures more than is wise. Numbers 3, 4 and 9 are the most friendly to you, and you do well where people and beauty meet.',
        7: 'Your radical number is 7, the number of Ketu. Cheiro, writing in the West, gave it to Neptune, the planet of dreams and distant waters; both planets mark an independent and reflective nature with a taste for travel, study and the mysteries of life. You have strong intuition and often a vivid inner life, and you may be drawn to philosophy, spiritual practice or the study of distant lands. Material gain matters less to you than understanding. You can inspire others with your ideas, though you may keep your deepest thoughts to yourself. Numbers 2, 3 and 6 are those you understand best.',
        8: 'Your radical number is 8, the number of Saturn. It gives a serious, deep and determined character that is often misunderstood by others. Your life tends to move slowly at first and to reward patience, hard work and a sense of responsibility; success tends to come later than it does to others, and to last when it comes. You are loyal, thorough and capable of great endurance. Do not let solitude turn into isolation; share your plans with those you trust. Numbers 1, 2 and 4 are the ones that ease your path.',
        9: 'Your radical number is 9, the number of Mars. It gives courage, energy and a fighting spirit that meets difficulty head on. You are independent, enterprising and loyal to your friends, and you are at your best in roles that call for action, leadership or defence of others. Your temper may flare quickly and cool as quickly; learn to pause before you act. You can overcome opposition that would stop others, and you respect those who stand up to you honestly. Numbers 1, 3 and 9 are those in harmony with you.',
      },
    },
    fav_time: {
      title: 'Your Favourable Time',
      texts: {
        1: 'Sunday, the Sun’s day, and Monday are your best days. The dates that reduce to 1 (the 1st, 10th, 19th and 28th of any month) favour new ventures, and the hour after sunrise on a Sunday, the Sun’s own hora, is the time to begin important work.',
        2: 'Monday, the Moon’s day, and Sunday are your best days. The 2nd, 11th, 20th and 29th of each month, the dates that reduce to 2, favour meetings, agreements and creative work. Evenings near the full moon suit you better than the dark of the month.',
        3: 'Thursday, Jupiter’s day, is your best day, with Tuesday and Friday next. The 3rd, 12th, 21st and 30th of each month favour study, counsel and matters of trust. Begin important work in Jupiter’s hora, the first hour after sunrise on a Thursday.',
        4: 'Saturday and Sunday suit you best. The 4th, 13th, 22nd and 31st of each month, the dates that reduce to 4, favour steady work and plans of your own. Rahu has no hora of its own, so choose the morning hours of those days for beginnings.',
        5: 'Wednesday, Mercury’s day, is your best day, with Friday next. The 5th, 14th and 23rd of each month favour trade, travel, writing and talks. Mercury’s hora, the hour after sunrise on a Wednesday, is good for signing papers.',
        6: 'Friday, Venus’s day, is your best day, with Tuesday and Thursday next. The 6th, 15th and 24th of each month favour social events, purchases of beautiful things and matters of the heart. Venus’s hora after sunrise on a Friday is your hour for beginnings.',
        7: 'Sunday and Monday suit you best. The 7th, 16th and 25th of each month, the dates that reduce to 7, favour travel, study and inner work. Ketu has no hora of its own; quiet early mornings are your best time for reflection and decisions.',
        8: 'Saturday, Saturn’s day, together with Sunday and Monday, suits you best. The 8th, 17th and 26th of each month favour patient, long-term efforts. Begin important work in Saturn’s hora, the hour after sunrise on a Saturday, and avoid haste.',
        9: 'Tuesday, Mars’s day, is your best day, with Thursday and Friday next. The 9th, 18th and 27th of each month favour bold action, competition and new undertakings. The hour after sunrise on a Tuesday, Mars’s hora, gives energy to a beginning.',
      },
    },
    place_vastu: {
      title: 'Favourable Direction and Place',
      texts: {
        1: 'The Sun rules the east. Keep the east of your home open and full of light, with windows that catch the morning sun; a main door or a desk facing east suits you. A house or office with an east entrance is favourable for your number.',
        2: 'The Moon rules the north-west. Keep the north-west of your home clean and airy; it is a good place for a guest room or for storing what you use often. It is the quarter of the wind in Vastu, so keep water away from it; white or silver colours there are in tune with your number.',
        3: 'Jupiter rules the north-east, the quarter of prayer and knowledge. Keep the north-east of your home light, uncluttered and, if you can, your place of worship or study. A home whose north-east is open favours your number.',
        4: 'Rahu rules the south-west. Keep the south-west of your home solid and heavy: it is the place for the master bedroom or for storing valuables, not for an entrance. A home with a well-built, closed south-west gives your number stability.',
        5: 'Mercury rules the north. Keep the north of your home open and tidy; it suits a study, an office or a place for accounts. Green plants and light colours in the north are in tune with your number, and a north-facing desk helps your work.',
        6: 'Venus rules the south-east, the place of fire in Vastu. A kitchen in the south-east suits your number, and the quarter should be warm, bright and well kept. Fine furnishings and flowers in the home’s living areas please Venus.',
        7: 'Ketu has no quarter of its own among the planets’ directions, so your number follows the quarter of prayer: keep the north-east of your home quiet and clean, with a small place for meditation. A calm, uncluttered home suits you best.',
        8: 'Saturn rules the west. The west of your home should be well built and can hold heavy furniture or a store room; a west-facing house is acceptable for your number. Keep that quarter orderly, and do not leave it dark and neglected.',
        9: 'Mars rules the south. Keep the south of your home strong and closed rather than open; it suits a bedroom or a place for tools and exercise. Red or warm colours in moderation in that quarter are in tune with your number.',
      },
    },
    fasts: {
      title: 'Fasts for Your Number',
      texts: {
        1: 'Your fast is on Sundays, for the Sun: eat once, before sunset, and avoid salt, as the custom is. Offer water to the rising Sun. Keep any fast only as far as your health allows.',
        2: 'Your fast is on Mondays, for the Moon and Shiva: a light meal of milk, rice or fruit once in the day. Offer water or milk at a Shiva temple. Keep any fast only as far as your health allows.',
        3: 'Your fast is on Thursdays, for Jupiter: one meal, often of yellow food such as gram or yellow sweets, and prayer to Vishnu. Give to teachers or priests. Keep any fast only as far as your health allows.',
        4: 'Your fast is on Saturdays, the day customarily kept for Rahu: one simple meal, with prayer to Durga. Give to the needy on that day. Keep any fast only as far as your health allows.',
        5: 'Your fast is on Wednesdays, for Mercury: a simple meal with green vegetables or green gram, and prayer to Ganesha. Give green things to those in need. Keep any fast only as far as your health allows.',
        6: 'Your fast is on Fridays, for Venus: one meal of white food such as rice, milk or curd, with prayer to Devi. Give white sweets to girls or to the poor. Keep any fast only as far as your health allows.',
        7: 'Your fast is on Tuesdays or Saturdays, the days customarily kept for Ketu: a simple meal, with prayer to Narasimha or Ganesha. Feed dogs or give blankets. Keep any fast only as far as your health allows.',
        8: 'Your fast is on Saturdays, for Saturn: one meal after sunset, without salt if you can, and a lamp of sesame oil for Shani. Give black sesame or oil to the needy. Keep any fast only as far as your health allows.',
        9: 'Your fast is on Tuesdays, for Mars: one meal of simple food, with prayer to Hanuman. Give red lentils or sweets to those in need. Keep any fast only as far as your health allows.',
      },
    },
    fav_lord: {
      title: 'Your Favourable Deity',
      texts: {
        1: 'Surya, the Sun god, is your deity. Offer water to the rising Sun each morning, facing east, and recite the Aditya Hridayam or a short prayer to Surya. His worship is said to bring confidence, clarity of purpose and favour from those in authority.',
        2: 'Shiva, who bears the crescent Moon, is your deity. Worship him on Mondays with water, milk and bel leaves, and recite “Om Namah Shivaya”. His worship is said to bring calm to the mind and steadiness to the feelings.',
        3: 'Vishnu, the preserver, is your deity. Worship him on Thursdays with yellow flowers and tulsi leaves, and read the Vishnu Sahasranama when you can. His worship is said to bring wisdom, good counsel and protection of your good name.',
        4: 'Durga, the mother who overcomes every obstacle, is your deity. Worship her on Saturdays or during Navaratri, and recite the Durga Chalisa. Her worship is said to bring courage and to clear the way when plans are blocked.',
        5: 'Ganesha, the remover of obstacles and lord of intellect, is your deity. Worship him on Wednesdays with durva grass and modakas, and begin every new task with his name. His worship is said to bring clear thinking and success in trade and study.',
        6: 'Devi, the Goddess as Lakshmi, is your deity. Worship her on Fridays with white or pink flowers, a lamp of ghee and sweets, and keep your home clean and bright for her. Her worship is said to bring harmony, grace and prosperity.',
        7: 'Narasimha (Narsingh Bhagawan), the man-lion form of Vishnu, is your deity. Worship him with a lamp and a simple offering, and recite his stotra when you feel uncertain. His worship is said to protect those who seek the truth and to give inner strength.',
        8: 'Bhairav, the fierce guardian form of Shiva, is your deity. Worship him on Saturdays or on the eighth day of the waning Moon with a lamp of mustard oil, and feed a dog in his name. His worship is said to lighten Saturn’s burdens and give endurance.',
        9: 'Hanuman, the strong and devoted servant of Rama, is your deity. Worship him on Tuesdays with red flowers and sindoor, and recite the Hanuman Chalisa. His worship is said to bring courage, self-control and victory over opposition.',
      },
    },
    fav_mantra: {
      title: 'Your Mantra',
      texts: {
        1: 'The beej mantra of the Sun, your planet, is {mantra}. Recite it 108 times on Sunday mornings, facing east, after a bath.',
        2: 'The beej mantra of the Moon, your planet, is {mantra}. Recite it 108 times on Monday evenings, with a calm mind, facing north-west or north.',
        3: 'The beej mantra of Jupiter, your planet, is {mantra}. Recite it 108 times on Thursday mornings, facing north-east, with a yellow cloth or flowers beside you.',
        4: 'The beej mantra of Rahu, your planet, is {mantra}. Recite it 108 times on Saturday evenings, facing south-west, with steady attention.',
        5: 'The beej mantra of Mercury, your planet, is {mantra}. Recite it 108 times on Wednesday mornings, facing north, before study or business.',
        6: 'The beej mantra of Venus, your planet, is {mantra}. Recite it 108 times on Friday mornings, facing south-east, with white flowers beside you.',
        7: 'The beej mantra of Ketu, your planet, is {mantra}. Recite it 108 times on a Tuesday or Saturday, in a quiet place, facing north-east.',
        8: 'The beej mantra of Saturn, your planet, is {mantra}. Recite it 108 times on Saturday evenings, facing west, beside a lamp of sesame oil.',
        9: 'The beej mantra of Mars, your planet, is {mantra}. Recite it 108 times on Tuesday mornings, facing south, after a bath.',
      },
    },
  },
  daily: {
    relation: {
      friendly: 'Today’s number is {n}, the number of {planet}, a friend of your radical number: a day to go ahead with what matters to you.',
      neutral: 'Today’s number is {n}, the number of {planet}, neither friend nor foe to your radical number: an ordinary day that rewards steady effort.',
      unfriendly: 'Today’s number is {n}, the number of {planet}, which does not sit well with your radical number: keep to routine and leave big decisions for a better day.',
    },
    day_number: {
      1: 'Under the Sun’s number the day favours initiative, meetings with people in authority and taking the lead.',
      2: 'Under the Moon’s number the day favours family, feelings, creative work and gentle conversations.',
      3: 'Under Jupiter’s number the day favours study, advice, teaching and matters of principle.',
      4: 'Under Rahu’s number the day favours new methods and clearing old tasks; check details before you commit.',
      5: 'Under Mercury’s number the day favours messages, short trips, trade and paperwork.',
      6: 'Under Venus’s number the day favours friendship, art, shopping for the home and making peace.',
      7: 'Under Ketu’s number the day favours reflection, prayer and quiet work on your own.',
      8: 'Under Saturn’s number the day favours patient labour, duties and long-term plans.',
      9: 'Under Mars’s number the day favours action, sport and energy spent on a clear goal; keep your temper in hand.',
    },
  },
};
