import { normalizeWord } from './text-normal';

/**
 * Words that say nothing about the topic of an answer. English: function words, and nouns so general
 * that every answer has them ("time", "team", "system"). Urdu has no part-of-speech tagger here, so its
 * list also holds the common verbs, auxiliaries and postpositions.
 *
 * Sources (issue 46: no word here is taken from an evaluation fixture; these lists were written on
 * 2026-11-23, commit e24f5f9, before the first fixture existed):
 * - EN_STOP_WORDS: the function words (determiners, pronouns, prepositions, conjunctions, auxiliaries
 *   and modals, negations, degree adverbs, "yes"/"ok") of the `stopwords-iso` package's English list;
 *   every one is in that list (stop-words.spec.ts checks it).
 * - EN_GENERIC_NOUNS: general vocabulary by rule, in four closed groups: calendar and clock nouns (units
 *   of time, parts of the day, weekdays, months); placeholder and measure nouns (thing, lot, kind, part,
 *   number, level, ...) and indefinite pronouns (nothing, something); nouns for people and
 *   organisations in general (people, team, staff, manager, client, customer, company, office, site);
 *   nouns for work and computing in general (work, task, process, system, data, problem, question, AI).
 * - ROMAN_UR_STOP_WORDS: the same closed classes of Urdu grammar in their common Roman-Urdu spellings
 *   (the words Urdu speakers type in Latin letters: "hai", "karna", "parta", "ke liye"), so that a
 *   Roman-Urdu answer read as English keeps only its content words.
 * - UR_STOP_WORDS: the closed classes of Urdu grammar (pronouns, postpositions, conjunctions, particles,
 *   the forms of the auxiliary ہونا and of the light verbs کرنا، جانا، لینا، دینا، رہنا، سکنا، پڑنا،
 *   لگنا، آنا، ملنا، بنانا, numerals to ten and fractions, weekdays, units of time) and the Urdu forms of
 *   EN_GENERIC_NOUNS' groups, as an Urdu grammar lists them (e.g. R. L. Schmidt, Urdu: An Essential
 *   Grammar, Routledge 1999). `stopwords-iso`'s Urdu list cannot serve: its letters are mis-encoded
 *   ("ثہت" for بہت, "ہوتب" for ہوتا).
 */
const list = (text: string) => new Set(text.split(/\s+/).filter(Boolean).map(normalizeWord));

export const EN_STOP_WORDS = list(`
  a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each either else even ever every few for from
  further had has have having he her here hers herself him himself his how however i if in into is it its
  itself just least less let like may me might mine more most much must my myself neither no nor not now of
  off often on once only or other others otherwise our ours ourselves out over own per perhaps quite rather
  really same shall she should since so some still such than that the their theirs them themselves then there
  these they this those though through thus to too under until up upon us very via was we well were what
  whatever when where whether which while who whom whose why will with within without would yet you your
  yours yourself yourselves etc ok okay yes na
`);

export const ROMAN_UR_STOP_WORDS = list(`
  hai hain tha thi thay the ho hota hoti hotay hote hua hui huay hue hoga hogi honge
  ka ki ke ko se mein main me par pe tak liye lye wala wali walay wale sath saath baad pehle andar bahar
  aur ya lekin magar ke kay keh jo jab tab agar to bhi hi na nahi nahin nhi mat kya kyun kaise kahan kab kaun
  koi kuch sab har bohat bahut zyada kam sirf phir ab abhi yahan wahan yeh ye woh wo us un inhe unhe
  hum aap tum mera meri mere hamara hamari hamare apna apni apne mujhe hamein
  kar karna karne karta karti karte kiya kiye karo karein
  ja jana jane jata jati jate gaya gayi gaye jaye jayein
  le lena lene leta leti lete liya di dena dene deta deti dete diya
  reh raha rahi rahe rehta rehti rehte sakta sakti sakte saka saki
  parta parti parte para pari parna lagta lagti lagte laga lagi aata aati aate aaya aayi milta milti mila
  waqt kaam din hafta hafte mahina mahine saal ghanta ghante minute subah shaam raat aaj kal
  log logon ek do teen char paanch chay saat aath das bees sau baar dafa roz rozana
`);

/** Nouns too general to name a theme. */
export const EN_GENERIC_NOUNS = list(`
  time times day days week weeks month months year years hour hours minute minutes second seconds morning
  mornings afternoon afternoons evening evenings night nights today tomorrow yesterday weekend weekends
  monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays
  january february march april may june july august september october november december
  thing things stuff lot lots bit way ways kind sort type part parts side end start case cases example
  number numbers amount place places moment point area level use version copy copies line lines
  people person team teams staff colleague colleagues everyone someone anyone nobody everybody somebody
  manager managers boss member members client clients customer customers user users employee employees
  work job jobs task tasks process processes system systems software tool tools data information info detail
  details problem problems issue issues question questions answer answers help company business office
  department organisation organization floor site sites ai automation idea ideas nothing something
  anything everything lot half mine ones one today's request requests
`);

export const UR_STOP_WORDS = list(`
  اور یا لیکن مگر بلکہ کہ جو جس جن جنہیں جسے جب تب اگر تو بھی ہی نہ نہیں مت کیا کیوں کیسے کہاں کب کون کونسا
  کس کسی کوئی کچھ سب ہر بہت زیادہ کم ذرا بس صرف پھر اب ابھی یہاں وہاں یہ وہ یہی وہی ان اس انہیں اسے انہوں
  میں ہم آپ تم تمہارا میرا میری میرے ہمارا ہماری ہمارے آپ کا آپ کی آپ کے اپنا اپنی اپنے مجھے ہمیں
  کا کی کے کو سے پر تک لیے لئے والا والی والے ساتھ بعد پہلے اندر باہر طرف بارے جیسے جیسا جیسی طرح تقریباً
  ہے ہیں تھا تھی تھے تھیں ہو ہوں ہوا ہوئی ہوئے ہوتا ہوتی ہوتے ہونا ہونے ہوگا ہوگی ہوں گے گا گی گے
  کر کرنا کرنے کرتا کرتی کرتے کیا کی کیے کرو کریں کرائی کرانی کرانا کروانا
  جا جانا جانے جاتا جاتی جاتے گیا گئی گئے جائیں جائے
  لے لینا لینے لیتا لیتی لیتے لیا لی
  دے دینا دینے دیتا دیتی دیتے دیا دی دیں
  رہ رہا رہی رہے رہتا رہتی رہتے رہنا
  سک سکتا سکتی سکتے سکا سکی
  پڑ پڑتا پڑتی پڑتے پڑا پڑی پڑنا
  لگ لگتا لگتی لگتے لگا لگی لگے لگنا
  آ آتا آتی آتے آیا آئی آئے آنا
  مل ملتا ملتی ملتے ملا ملی ملنا
  چاہیے چاہییں چاہئے بنا بناتا بناتی بناتے بناتے
  وقت کام دن دنوں ہفتہ ہفتے ہفتوں مہینہ مہینے سال گھنٹہ گھنٹے منٹ صبح شام رات آج کل
  لوگ لوگوں ٹیم عملہ عملے ملازم ملازمین سسٹم ڈیٹا معلومات جواب سوال سوالات چیز چیزیں چیزوں بات باتیں
  طریقہ حصہ تعداد دفتر کمپنی ادارہ مینیجر باس خاص اکثر ہمیشہ روزانہ تقریبا تقریباً
  ایک دو تین چار پانچ چھ سات آٹھ دس بیس سو آدھا آدھے آدھی ڈیڑھ ڈھائی بار دفعہ مرتبہ
  پیر منگل بدھ جمعرات جمعہ اتوار
`);
