import { toAsciiDigits, words } from './text-analysis';

/** What the offline provider reads out of the admin's company data. */
export type CompanyProfile = {
  sector: Sector | null;
  /** Head count when the text states one ("40 employees", "team of 12"). */
  teamSize: number | null;
  /** True when the text calls itself small ("startup", "small team") or states fewer than 50 people. */
  small: boolean;
  /** Known tools named in the text, canonical spelling, in order of first mention. */
  tools: string[];
  /** Short quotes of the pains the text names ("we re-type orders into Excel"). */
  pains: string[];
};

export type Sector = {
  id: string;
  label: { en: string; ur: string };
  examples: { en: string; ur: string };
  keywords: RegExp;
};

const SECTORS: Sector[] = [
  {
    id: 'healthcare',
    label: { en: 'healthcare', ur: 'صحت' },
    examples: {
      en: 'patient intake, appointment scheduling and clinical notes',
      ur: 'مریضوں کے اندراج، اپائنٹمنٹ اور طبی نوٹس',
    },
    keywords: /\b(clinics?|hospitals?|patients?|health ?care|medical|pharmac(?:y|ies)|dental|doctors?|nurses?)\b|ہسپتال|کلینک|مریض|صحت|طبی|ڈاکٹر/giu,
  },
  {
    id: 'finance',
    label: { en: 'finance', ur: 'مالیات' },
    examples: {
      en: 'reconciliations, invoicing, compliance checks and reporting',
      ur: 'حسابات کے ملان، انوائسنگ، تعمیل کی جانچ اور رپورٹنگ',
    },
    keywords: /\b(banks?|banking|fintech|accounting|accountants?|bookkeeping|insurance|insurers?|financial|finance|loans?|lending|invest(?:ment|ors?)?)\b|بینک|اکاؤنٹنگ|بیمہ|مالیات|قرض/giu,
  },
  {
    id: 'retail',
    label: { en: 'retail and e-commerce', ur: 'ریٹیل اور ای کامرس' },
    examples: {
      en: 'inventory, orders, returns and customer questions',
      ur: 'اسٹاک، آرڈرز، واپسی اور گاہکوں کے سوالات',
    },
    keywords: /\b(retail(?:er)?s?|stores?|shops?|e-?commerce|online store|merchandise|wholesale|boutiques?)\b|دکان|ریٹیل|آن لائن اسٹور|ای کامرس/giu,
  },
  {
    id: 'education',
    label: { en: 'education', ur: 'تعلیم' },
    examples: {
      en: 'admissions, grading, lesson planning and parent communication',
      ur: 'داخلوں، امتحانی نتائج، اسباق کی منصوبہ بندی اور والدین سے رابطے',
    },
    keywords: /\b(schools?|universit(?:y|ies)|colleges?|students?|teachers?|education(?:al)?|academ(?:y|ies)|tutoring|courses?)\b|اسکول|سکول|یونیورسٹی|کالج|طلبہ|طالب علم|اساتذہ|تعلیم/giu,
  },
  {
    id: 'manufacturing',
    label: { en: 'manufacturing', ur: 'مینوفیکچرنگ' },
    examples: {
      en: 'production planning, quality control, maintenance and procurement',
      ur: 'پیداوار کی منصوبہ بندی، کوالٹی کنٹرول، مرمت اور خریداری',
    },
    keywords: /\b(factor(?:y|ies)|manufactur\w*|production lines?|assembly|machin(?:e|es|ery)|plants?)\b|فیکٹری|کارخانہ|پیداوار|مینوفیکچرنگ/giu,
  },
  {
    id: 'logistics',
    label: { en: 'logistics', ur: 'لاجسٹکس' },
    examples: {
      en: 'dispatch, route planning, shipment tracking and proof of delivery',
      ur: 'روانگی، راستوں کی منصوبہ بندی، ٹریکنگ اور ترسیل کے ثبوت',
    },
    keywords: /\b(logistics|shipping|shipments?|freight|deliver(?:y|ies)|warehouses?|couriers?|fleet|supply chain|trucks?)\b|لاجسٹکس|ترسیل|گودام|شپنگ|ڈیلیوری/giu,
  },
  {
    id: 'legal',
    label: { en: 'legal services', ur: 'قانونی خدمات' },
    examples: {
      en: 'contract review, case research, billing and client intake',
      ur: 'معاہدوں کی جانچ، مقدمات کی تحقیق، بلنگ اور نئے مؤکلوں کے اندراج',
    },
    keywords: /\b(law firm|legal|lawyers?|attorneys?|solicitors?|paralegals?|litigation)\b|وکیل|وکلا|قانونی|لا فرم/giu,
  },
  {
    id: 'real-estate',
    label: { en: 'real estate', ur: 'رئیل اسٹیٹ' },
    examples: {
      en: 'listings, tenant requests, leases and viewings',
      ur: 'جائیداد کی فہرستوں، کرایہ داروں کی درخواستوں، لیز اور معائنوں',
    },
    keywords: /\b(real estate|propert(?:y|ies)|realtors?|leasing|tenants?|landlords?)\b|جائیداد|پراپرٹی|رئیل اسٹیٹ|کرایہ دار/giu,
  },
  {
    id: 'hospitality',
    label: { en: 'hospitality', ur: 'مہمان نوازی' },
    examples: {
      en: 'bookings, guest requests, menus and staff rotas',
      ur: 'بکنگ، مہمانوں کی درخواستوں، مینو اور عملے کے شیڈول',
    },
    keywords: /\b(hotels?|restaurants?|caf(?:e|é)s?|hospitality|catering|tourism|travel agenc(?:y|ies)|guests?)\b|ہوٹل|ریسٹورنٹ|کیفے|سیاحت|مہمان/giu,
  },
  {
    id: 'software',
    label: { en: 'software and technology', ur: 'سافٹ ویئر اور ٹیکنالوجی' },
    examples: {
      en: 'support tickets, release notes, code review and customer onboarding',
      ur: 'سپورٹ ٹکٹس، ریلیز نوٹس، کوڈ ریویو اور نئے گاہکوں کی آن بورڈنگ',
    },
    keywords: /\b(software|saas|developers?|engineering team|it services|tech company|apps?|web development)\b|سافٹ ویئر|ٹیکنالوجی|ڈویلپر/giu,
  },
  {
    id: 'nonprofit',
    label: { en: 'the non-profit sector', ur: 'فلاحی' },
    examples: {
      en: 'donor communication, grant reports, volunteer scheduling and case records',
      ur: 'عطیہ دہندگان سے رابطے، گرانٹ رپورٹس، رضاکاروں کے شیڈول اور کیس ریکارڈ',
    },
    keywords: /\b(non-?profits?|ngos?|charit(?:y|ies)|foundations?|volunteers?|donors?|grants?)\b|این جی او|فلاحی|خیراتی|رضاکار/giu,
  },
  {
    id: 'agency',
    label: { en: 'marketing and professional services', ur: 'مارکیٹنگ اور پیشہ ورانہ خدمات' },
    examples: {
      en: 'proposals, campaign reports, client briefs and timesheets',
      ur: 'تجاویز، مہم کی رپورٹس، کلائنٹ بریف اور ٹائم شیٹس',
    },
    keywords: /\b(marketing|agenc(?:y|ies)|advertising|creative studio|consultanc(?:y|ies)|consulting)\b|مارکیٹنگ|اشتہار|ایجنسی|کنسلٹنسی/giu,
  },
  {
    id: 'construction',
    label: { en: 'construction', ur: 'تعمیرات' },
    examples: {
      en: 'site reports, quotes, safety checks and subcontractor coordination',
      ur: 'سائٹ رپورٹس، تخمینوں، حفاظتی جانچ اور ذیلی ٹھیکیداروں سے رابطے',
    },
    keywords: /\b(construction|contractors?|builders?|architect(?:s|ure)?|building sites?)\b|تعمیرات|تعمیراتی|ٹھیکیدار/giu,
  },
  {
    id: 'public-sector',
    label: { en: 'the public sector', ur: 'سرکاری' },
    examples: {
      en: 'citizen requests, permits, case files and internal approvals',
      ur: 'شہریوں کی درخواستوں، اجازت ناموں، فائلوں اور اندرونی منظوریوں',
    },
    keywords: /\b(government|municipal(?:ity)?|public sector|ministr(?:y|ies)|council|agency of)\b|حکومت|سرکاری|وزارت|بلدیہ/giu,
  },
];

/** Display names of the generic tool categories in Urdu; named products keep their own name. */
export const TOOL_NAMES_UR: Record<string, string> = {
  'your EHR system': 'EHR سسٹم',
  'your CRM': 'CRM',
  'your ERP system': 'ERP سسٹم',
};

/** Canonical tool names with the ways people write them (English or Urdu transliteration). */
const TOOLS: Array<[string, RegExp]> = [
  ['Excel', /\b(ms |microsoft )?excel\b|ایکسل/iu],
  ['Google Sheets', /\bgoogle sheets?\b|گوگل شیٹ/iu],
  ['Google Drive', /\bgoogle drive\b/i],
  ['Google Docs', /\bgoogle docs?\b/i],
  ['Gmail', /\bgmail\b/i],
  ['Outlook', /\boutlook\b/i],
  ['WhatsApp', /\bwhats ?app\b|واٹس ایپ|واٹس اپ/iu],
  ['Slack', /\bslack\b/i],
  ['Microsoft Teams', /\b(ms |microsoft )teams\b/i],
  ['Zoom', /\bzoom\b/i],
  ['SharePoint', /\bsharepoint\b/i],
  ['Dropbox', /\bdropbox\b/i],
  ['Notion', /\bnotion\b/i],
  ['Confluence', /\bconfluence\b/i],
  ['Jira', /\bjira\b/i],
  ['Trello', /\btrello\b/i],
  ['Asana', /\basana\b/i],
  ['Monday.com', /\bmonday\.com\b/i],
  ['Airtable', /\bairtable\b/i],
  ['Salesforce', /\bsalesforce\b/i],
  ['HubSpot', /\bhubspot\b/i],
  ['Zoho', /\bzoho\b/i],
  ['Pipedrive', /\bpipedrive\b/i],
  ['Zendesk', /\bzendesk\b/i],
  ['Freshdesk', /\bfreshdesk\b/i],
  ['Intercom', /\bintercom\b/i],
  ['ServiceNow', /\bservicenow\b/i],
  ['QuickBooks', /\bquick ?books\b|کوئک بکس/iu],
  ['Xero', /\bxero\b/i],
  ['SAP', /\bsap\b/],
  ['Oracle', /\boracle\b/i],
  ['Odoo', /\bodoo\b/i],
  ['NetSuite', /\bnetsuite\b/i],
  ['Workday', /\bworkday\b/i],
  ['Shopify', /\bshopify\b/i],
  ['WooCommerce', /\bwoocommerce\b/i],
  ['WordPress', /\bwordpress\b/i],
  ['Mailchimp', /\bmailchimp\b/i],
  ['Stripe', /\bstripe\b/i],
  ['Tableau', /\btableau\b/i],
  ['Power BI', /\bpower ?bi\b/i],
  ['Zapier', /\bzapier\b/i],
  ['GitHub', /\bgithub\b/i],
  ['Figma', /\bfigma\b/i],
  ['Canva', /\bcanva\b/i],
  ['ChatGPT', /\bchat ?gpt\b/i],
  ['Copilot', /\bcopilot\b/i],
  ['Epic', /\bepic (?:ehr|emr|systems)\b/i],
  ['your EHR system', /\b(ehr|emr)\b/i],
  ['your CRM', /\bcrm\b/i],
  ['your ERP system', /\berp\b/i],
];

const PAIN_CUE =
  /\b(manual(?:ly)?|by hand|spend(?:s|ing)? (?:hours|days|ages|a lot of time|too much time)|time[- ]consuming|takes? (?:hours|days|too long|forever)|slow(?:ly)?|delays?|delayed|backlogs?|bottlenecks?|error[- ]prone|errors?|mistakes?|repetitive|tedious|struggl\w*|frustrat\w*|painful|problems?|challeng\w*|difficult\w*|hard to|copy(?:ing)? and past\w*|re-?typ\w*|data entry|duplicat\w*|lost|missed|overwhelm\w*|inconsistent|no visibility|chasing|paperwork)\b|دستی|ہاتھ سے|گھنٹوں|گھنٹے|وقت لگتا|وقت ضائع|سست|تاخیر|غلطی|غلطیاں|مشکل|مسئلہ|مسائل|پریشانی|بار بار/iu;

const MAX_PAINS = 4;
const MAX_PAIN_WORDS = 14;
const MAX_PAIN_CHARS = 120;

export function readCompanyProfile(companyData: string): CompanyProfile {
  const text = toAsciiDigits(companyData);
  const teamSize = readTeamSize(text);
  return {
    sector: readSector(text),
    teamSize,
    small: teamSize !== null ? teamSize < 50 : /\b(startup|start-up|small (?:team|business|company|firm)|family business)\b|چھوٹی ٹیم|چھوٹا کاروبار/iu.test(text),
    tools: readTools(text),
    pains: readPains(text),
  };
}

/** The sector whose keywords appear most often; ties go to the earlier entry. */
function readSector(text: string): Sector | null {
  let best: Sector | null = null;
  let bestHits = 0;
  for (const sector of SECTORS) {
    const hits = text.match(sector.keywords)?.length ?? 0;
    if (hits > bestHits) {
      best = sector;
      bestHits = hits;
    }
  }
  return best;
}

function readTeamSize(text: string): number | null {
  const patterns = [
    /\b(\d[\d,]*)\s*\+?\s*(?:full[- ]time\s+)?(?:employees|staff|people|team members|members|workers|engineers|consultants|agents|teachers|doctors|nurses|volunteers|persons?)\b/i,
    /\bteam of (?:about |around |roughly )?(\d[\d,]*)\b/i,
    /\b(\d[\d,]*)[- ](?:person|people|member)\b/i,
    /(\d[\d,]*)\s*(?:ملازمین|ملازم|افراد|لوگ|لوگوں|اساتذہ)/u,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const n = Number(match[1]!.replace(/,/g, ''));
      if (Number.isFinite(n) && n > 0 && n < 10_000_000) return n;
    }
  }
  return null;
}

function readTools(text: string): string[] {
  const found: Array<{ name: string; at: number }> = [];
  for (const [name, pattern] of TOOLS) {
    const match = pattern.exec(text);
    if (match) found.push({ name, at: match.index });
  }
  // A named product makes its generic category redundant ("Salesforce" already says "a CRM").
  const names = found.sort((a, b) => a.at - b.at).map((f) => f.name);
  const hasNamed = (generic: string, named: string[]) => names.includes(generic) && named.some((n) => names.includes(n));
  return names.filter(
    (n) =>
      !(n === 'your CRM' && hasNamed(n, ['Salesforce', 'HubSpot', 'Zoho', 'Pipedrive'])) &&
      !(n === 'your EHR system' && hasNamed(n, ['Epic'])) &&
      !(n === 'your ERP system' && hasNamed(n, ['SAP', 'Oracle', 'Odoo', 'NetSuite'])),
  );
}

/** Short quotes of the clauses that name a pain, in the respondent's own words. */
function readPains(text: string): string[] {
  const pains: string[] = [];
  const seen = new Set<string>();
  for (const sentence of text.split(/[.!?\n۔؟]+/u)) {
    for (const clause of sentence.split(/[,;:،]|\s+but\s+|\s+لیکن\s+/u)) {
      const cue = PAIN_CUE.exec(clause);
      if (!cue) continue;
      const quote = shortenAround(clause, cue.index);
      const key = quote.toLowerCase();
      if (quote.length >= 8 && !seen.has(key)) {
        seen.add(key);
        pains.push(quote);
      }
      if (pains.length >= MAX_PAINS) return pains;
    }
  }
  return pains;
}

/** The clause itself, or a window of words around the cue when it is long; never over MAX_PAIN_CHARS. */
function shortenAround(clause: string, cueIndex: number): string {
  const trimmed = clause.trim().replace(/^(and|so|which|that|also|اور)\s+/iu, '');
  const all = words(trimmed);
  let quote: string;
  if (all.length <= MAX_PAIN_WORDS) {
    quote = trimmed.replace(/["“”]/g, '');
  } else {
    const start = Math.max(0, words(clause.slice(0, cueIndex)).length - 4);
    quote = all.slice(start, start + MAX_PAIN_WORDS).join(' ');
  }
  if (quote.length <= MAX_PAIN_CHARS) return quote;
  const cut = quote.slice(0, MAX_PAIN_CHARS);
  return (cut.lastIndexOf(' ') > MAX_PAIN_CHARS / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut).trim();
}
