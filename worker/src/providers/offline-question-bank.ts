import type { ChatLanguage } from '@seedline/shared';

/**
 * The broad question texts of the offline provider, per language. Placeholders: {sector} {examples} {n}
 * {area}. The questions built from a company's own specifics are framed in offline-question-frames.ts.
 */
export type QuestionBank = {
  generic: string[];
  sector: [string, string, string];
  sizeKnownSmall: string;
  sizeKnownLarge: [string, string];
  sizeSmall: string;
  areas: string[];
  areaStems: string[];
};

const EN: QuestionBank = {
  generic: [
    "Which tasks take up most of your team's week, and which of them feel repetitive or low-value?",
    'Walk me through a typical workflow from start to finish: who does what, in which tools, and where does it slow down?',
    'Where do people copy information by hand from one system or document into another?',
    'Which decisions depend on information that is hard to find or scattered across documents, chats or inboxes?',
    'What questions do customers or colleagues ask again and again, and how are they answered today?',
    'How do you produce recurring reports or summaries today, and how long does it take each time?',
    'Where do errors or rework happen most often, and what do they cost you in time or money?',
    'If an assistant could take one workflow off your plate tomorrow, which would you choose, and why?',
    "How does your team use AI tools such as ChatGPT or Copilot today, if at all, and what has or hasn't worked?",
    'What data or documents would an AI assistant need in order to help, and where do they live today?',
    'What concerns do you have about privacy, security or accuracy when using AI with your data?',
    'How would you measure success for an AI project: time saved, fewer errors, faster responses or something else?',
    'Who would need to review or approve the output of an automated workflow before it is used?',
    'Which handoffs between people or teams cause the most waiting or follow-up messages?',
    'What does onboarding a new team member look like, and which knowledge is hardest to pass on?',
    'Which parts of your work need human judgement that you would not want to automate, and why?',
    'How much time per week do you estimate goes into searching for information or status updates?',
    'What have you already tried to automate, and what kept it from working as hoped?',
    'Which systems would an AI workflow need to connect to, and do they offer exports or APIs?',
    'What would need to be true for your team to trust and adopt a new AI-assisted workflow?',
  ],
  sector: [
    'In {sector}, workflows such as {examples} are often good candidates for AI. Which of these feels most manual for you today?',
    'Which rules, regulations or quality standards in {sector} would an AI workflow have to respect in your organization?',
    'Where in your {sector} work do you wait longest for information, approvals or documents, and why?',
  ],
  sizeKnownSmall: 'With a team of {n}, who would own an AI workflow day to day, and how much time could they give it?',
  sizeKnownLarge: [
    'With around {n} people, which teams or departments repeat the same kind of work, and how consistent is the way they do it?',
    'How is knowledge shared across your {n} people today, and where does it get lost?',
  ],
  sizeSmall: 'As a small team, which work would you most like to stop doing yourselves, and why?',
  areas: [
    'customer support',
    'sales and lead follow-up',
    'finance and invoicing',
    'hiring and onboarding',
    'scheduling and planning',
    'reporting and analytics',
    'document review',
    'internal communication',
    'procurement and vendors',
    'marketing content',
    'compliance and audits',
    'IT and access requests',
  ],
  areaStems: [
    'In {area}, which steps are still done by hand, and how long do they take each week?',
    'How is information handed over in {area} today, and where does it get delayed or lost?',
    'What would a good outcome look like if AI helped with {area}?',
    'Which tools and documents does {area} rely on today, and how well do they work together?',
  ],
};

const UR: QuestionBank = {
  generic: [
    'آپ کی ٹیم کا زیادہ تر وقت کن کاموں میں صرف ہوتا ہے، اور ان میں سے کون سے کام بار بار دہرائے جاتے ہیں؟',
    'کسی عام کام کو شروع سے آخر تک بیان کریں: کون کیا کرتا ہے، کون سے ٹولز استعمال ہوتے ہیں، اور کام کہاں رکتا ہے؟',
    'آپ کے لوگ کہاں معلومات کو ایک سسٹم یا دستاویز سے دوسرے میں ہاتھ سے منتقل کرتے ہیں؟',
    'کون سے فیصلے ایسی معلومات پر منحصر ہیں جو دستاویزات، چیٹس یا ای میلز میں بکھری ہوئی ہیں اور مشکل سے ملتی ہیں؟',
    'گاہک یا ساتھی کون سے سوالات بار بار پوچھتے ہیں، اور آج ان کا جواب کیسے دیا جاتا ہے؟',
    'آپ باقاعدہ رپورٹس یا خلاصے آج کیسے تیار کرتے ہیں، اور ہر بار کتنا وقت لگتا ہے؟',
    'غلطیاں یا دوبارہ کام سب سے زیادہ کہاں ہوتا ہے، اور اس سے آپ کا کتنا وقت یا پیسہ ضائع ہوتا ہے؟',
    'اگر کوئی اسسٹنٹ کل سے آپ کا ایک کام سنبھال لے تو آپ کون سا کام چنیں گے، اور کیوں؟',
    'آپ کی ٹیم آج ChatGPT یا Copilot جیسے AI ٹولز کس طرح استعمال کرتی ہے، اور کیا کارآمد رہا اور کیا نہیں؟',
    'کسی AI اسسٹنٹ کو مدد کے لیے کن ڈیٹا یا دستاویزات کی ضرورت ہوگی، اور وہ آج کہاں محفوظ ہیں؟',
    'اپنے ڈیٹا کے ساتھ AI استعمال کرنے میں رازداری، سیکیورٹی یا درستگی کے بارے میں آپ کے کیا خدشات ہیں؟',
    'آپ کسی AI منصوبے کی کامیابی کیسے ناپیں گے: وقت کی بچت، کم غلطیاں، تیز جواب یا کچھ اور؟',
    'کسی خودکار کام کا نتیجہ استعمال ہونے سے پہلے کس کو اس کی جانچ یا منظوری دینی ہوگی؟',
    'لوگوں یا ٹیموں کے درمیان کام کی منتقلی میں سب سے زیادہ انتظار یا یاد دہانیاں کہاں ہوتی ہیں؟',
    'نئے ساتھی کو کام سکھانا کیسا ہوتا ہے، اور کون سا علم منتقل کرنا سب سے مشکل ہے؟',
    'آپ کے کام کے کون سے حصے انسانی سمجھ بوجھ مانگتے ہیں جنہیں آپ خودکار نہیں کرنا چاہیں گے، اور کیوں؟',
    'آپ کے اندازے میں ہر ہفتے معلومات یا کام کی صورتحال تلاش کرنے میں کتنا وقت لگتا ہے؟',
    'آپ پہلے کیا خودکار بنانے کی کوشش کر چکے ہیں، اور کس چیز نے اسے توقع کے مطابق کام کرنے سے روکا؟',
    'کسی AI ورک فلو کو کن سسٹمز سے جڑنا ہوگا، اور کیا ان میں ڈیٹا ایکسپورٹ یا API کی سہولت موجود ہے؟',
    'آپ کی ٹیم کسی نئے AI ورک فلو پر بھروسہ کرے اور اسے اپنائے، اس کے لیے کیا ضروری ہوگا؟',
  ],
  sector: [
    '{sector} کے شعبے میں {examples} جیسے کام اکثر AI کے لیے موزوں ہوتے ہیں۔ آج آپ کے ہاں ان میں سے کون سا کام سب سے زیادہ ہاتھ سے ہوتا ہے؟',
    '{sector} کے شعبے کے کون سے قواعد، ضوابط یا معیار ہیں جن کا کسی AI ورک فلو کو آپ کے ادارے میں خیال رکھنا ہوگا؟',
    '{sector} کے شعبے میں اپنے کام کے دوران آپ کو معلومات، منظوری یا دستاویزات کا سب سے زیادہ انتظار کہاں کرنا پڑتا ہے، اور کیوں؟',
  ],
  sizeKnownSmall:
    '{n} افراد کی ٹیم میں روزمرہ کے AI ورک فلو کی ذمہ داری کون لے گا، اور وہ اس کے لیے کتنا وقت دے سکے گا؟',
  sizeKnownLarge: [
    'تقریباً {n} افراد کے ادارے میں کون سی ٹیمیں یا شعبے ایک جیسا کام دہراتے ہیں، اور ان کا طریقہ کار کتنا یکساں ہے؟',
    'آج آپ کے {n} افراد کے درمیان معلومات کیسے شیئر ہوتی ہیں، اور وہ کہاں گم ہو جاتی ہیں؟',
  ],
  sizeSmall: 'ایک چھوٹی ٹیم ہونے کے ناطے، آپ کون سا کام سب سے پہلے خود کرنا چھوڑنا چاہیں گے، اور کیوں؟',
  areas: [
    'کسٹمر سپورٹ',
    'سیلز اور گاہکوں سے رابطے',
    'مالیات اور انوائسنگ',
    'بھرتی اور نئے ملازمین کی تربیت',
    'شیڈولنگ اور منصوبہ بندی',
    'رپورٹنگ اور تجزیے',
    'دستاویزات کی جانچ',
    'اندرونی رابطے',
    'خریداری اور سپلائرز',
    'مارکیٹنگ مواد',
    'تعمیل اور آڈٹ',
    'آئی ٹی اور رسائی کی درخواستوں',
  ],
  areaStems: [
    '{area} میں کون سے مراحل اب بھی ہاتھ سے کیے جاتے ہیں، اور ان پر ہر ہفتے کتنا وقت لگتا ہے؟',
    '{area} میں آج معلومات ایک شخص سے دوسرے تک کیسے پہنچتی ہیں، اور کہاں تاخیر ہوتی ہے یا معلومات گم ہو جاتی ہیں؟',
    'اگر AI {area} میں مدد کرے تو ایک اچھا نتیجہ کیسا دکھائی دے گا؟',
    '{area} کے کام میں آج کن ٹولز اور دستاویزات پر انحصار کیا جاتا ہے، اور وہ آپس میں کتنی اچھی طرح کام کرتے ہیں؟',
  ],
};

export const QUESTION_BANKS: Record<ChatLanguage, QuestionBank> = { en: EN, ur: UR };

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
