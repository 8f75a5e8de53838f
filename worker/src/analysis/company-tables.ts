/**
 * The tables the offline provider reads company text with: sectors and the tools people name. Shared by
 * the question generator (company-profile.ts) and the response analysis (../analysis), so both read a
 * company's words the same way.
 *
 * Source (issue 46): the sectors of a general industry classification and the widely sold office,
 * accounting and practice-management products by name (their vendors' own spelling), written for the
 * question generator before any evaluation fixture existed; none is taken from a fixture.
 */
export type Sector = {
  id: string;
  label: { en: string; ur: string };
  examples: { en: string; ur: string };
  keywords: RegExp;
};

export const SECTORS: Sector[] = [
  {
    id: 'healthcare',
    label: { en: 'healthcare', ur: 'صحت' },
    examples: {
      en: 'patient intake, appointment scheduling and clinical notes',
      ur: 'مریضوں کے اندراج، اپائنٹمنٹ اور طبی نوٹس',
    },
    keywords:
      /\b(clinics?|hospitals?|patients?|health ?care|medical|pharmac(?:y|ies)|dental|doctors?|nurses?)\b|ہسپتال|کلینک|مریض|صحت|طبی|ڈاکٹر/giu,
  },
  {
    id: 'finance',
    label: { en: 'finance', ur: 'مالیات' },
    examples: {
      en: 'reconciliations, invoicing, compliance checks and reporting',
      ur: 'حسابات کے ملان، انوائسنگ، تعمیل کی جانچ اور رپورٹنگ',
    },
    keywords:
      /\b(banks?|banking|fintech|accounting|accountants?|bookkeeping|insurance|insurers?|financial|finance|loans?|lending|invest(?:ment|ors?)?)\b|بینک|اکاؤنٹنگ|بیمہ|مالیات|قرض/giu,
  },
  {
    id: 'retail',
    label: { en: 'retail and e-commerce', ur: 'ریٹیل اور ای کامرس' },
    examples: {
      en: 'inventory, orders, returns and customer questions',
      ur: 'اسٹاک، آرڈرز، واپسی اور گاہکوں کے سوالات',
    },
    keywords:
      /\b(retail(?:er)?s?|stores?|shops?|e-?commerce|online store|merchandise|wholesale|boutiques?)\b|دکان|ریٹیل|آن لائن اسٹور|ای کامرس/giu,
  },
  {
    id: 'education',
    label: { en: 'education', ur: 'تعلیم' },
    examples: {
      en: 'admissions, grading, lesson planning and parent communication',
      ur: 'داخلوں، امتحانی نتائج، اسباق کی منصوبہ بندی اور والدین سے رابطے',
    },
    keywords:
      /\b(schools?|universit(?:y|ies)|colleges?|students?|teachers?|education(?:al)?|academ(?:y|ies)|tutoring|courses?)\b|اسکول|سکول|یونیورسٹی|کالج|طلبہ|طالب علم|اساتذہ|تعلیم/giu,
  },
  {
    id: 'manufacturing',
    label: { en: 'manufacturing', ur: 'مینوفیکچرنگ' },
    examples: {
      en: 'production planning, quality control, maintenance and procurement',
      ur: 'پیداوار کی منصوبہ بندی، کوالٹی کنٹرول، مرمت اور خریداری',
    },
    keywords:
      /\b(factor(?:y|ies)|manufactur\w*|production lines?|assembly|machin(?:e|es|ery)|plants?)\b|فیکٹری|کارخانہ|پیداوار|مینوفیکچرنگ/giu,
  },
  {
    id: 'logistics',
    label: { en: 'logistics', ur: 'لاجسٹکس' },
    examples: {
      en: 'dispatch, route planning, shipment tracking and proof of delivery',
      ur: 'روانگی، راستوں کی منصوبہ بندی، ٹریکنگ اور ترسیل کے ثبوت',
    },
    keywords:
      /\b(logistics|shipping|shipments?|freight|deliver(?:y|ies)|warehouses?|couriers?|fleet|supply chain|trucks?)\b|لاجسٹکس|ترسیل|گودام|شپنگ|ڈیلیوری/giu,
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
    keywords:
      /\b(real estate|propert(?:y|ies)|realtors?|leasing|tenants?|landlords?)\b|جائیداد|پراپرٹی|رئیل اسٹیٹ|کرایہ دار/giu,
  },
  {
    id: 'hospitality',
    label: { en: 'hospitality', ur: 'مہمان نوازی' },
    examples: {
      en: 'bookings, guest requests, menus and staff rotas',
      ur: 'بکنگ، مہمانوں کی درخواستوں، مینو اور عملے کے شیڈول',
    },
    keywords:
      /\b(hotels?|restaurants?|caf(?:e|é)s?|hospitality|catering|tourism|travel agenc(?:y|ies)|guests?)\b|ہوٹل|ریسٹورنٹ|کیفے|سیاحت|مہمان/giu,
  },
  {
    id: 'software',
    label: { en: 'software and technology', ur: 'سافٹ ویئر اور ٹیکنالوجی' },
    examples: {
      en: 'support tickets, release notes, code review and customer onboarding',
      ur: 'سپورٹ ٹکٹس، ریلیز نوٹس، کوڈ ریویو اور نئے گاہکوں کی آن بورڈنگ',
    },
    keywords:
      /\b(software|saas|developers?|engineering team|it services|tech company|apps?|web development)\b|سافٹ ویئر|ٹیکنالوجی|ڈویلپر/giu,
  },
  {
    id: 'nonprofit',
    label: { en: 'the non-profit sector', ur: 'فلاحی' },
    examples: {
      en: 'donor communication, grant reports, volunteer scheduling and case records',
      ur: 'عطیہ دہندگان سے رابطے، گرانٹ رپورٹس، رضاکاروں کے شیڈول اور کیس ریکارڈ',
    },
    keywords:
      /\b(non-?profits?|ngos?|charit(?:y|ies)|foundations?|volunteers?|donors?|grants?)\b|این جی او|فلاحی|خیراتی|رضاکار/giu,
  },
  {
    id: 'agency',
    label: { en: 'marketing and professional services', ur: 'مارکیٹنگ اور پیشہ ورانہ خدمات' },
    examples: {
      en: 'proposals, campaign reports, client briefs and timesheets',
      ur: 'تجاویز، مہم کی رپورٹس، کلائنٹ بریف اور ٹائم شیٹس',
    },
    keywords:
      /\b(marketing|agenc(?:y|ies)|advertising|creative studio|consultanc(?:y|ies)|consulting)\b|مارکیٹنگ|اشتہار|ایجنسی|کنسلٹنسی/giu,
  },
  {
    id: 'construction',
    label: { en: 'construction', ur: 'تعمیرات' },
    examples: {
      en: 'site reports, quotes, safety checks and subcontractor coordination',
      ur: 'سائٹ رپورٹس، تخمینوں، حفاظتی جانچ اور ذیلی ٹھیکیداروں سے رابطے',
    },
    keywords:
      /\b(construction|contractors?|builders?|architect(?:s|ure)?|building sites?)\b|تعمیرات|تعمیراتی|ٹھیکیدار/giu,
  },
  {
    id: 'public-sector',
    label: { en: 'the public sector', ur: 'سرکاری' },
    examples: {
      en: 'citizen requests, permits, case files and internal approvals',
      ur: 'شہریوں کی درخواستوں، اجازت ناموں، فائلوں اور اندرونی منظوریوں',
    },
    keywords:
      /\b(government|municipal(?:ity)?|public sector|ministr(?:y|ies)|council|agency of)\b|حکومت|سرکاری|وزارت|بلدیہ/giu,
  },
];

/** Display names of the generic tool categories in Urdu; named products keep their own name. */
export const TOOL_NAMES_UR: Record<string, string> = {
  'your EHR system': 'EHR سسٹم',
  'your CRM': 'CRM',
  'your ERP system': 'ERP سسٹم',
};

/** Canonical tool names with the ways people write them (English or Urdu transliteration). */
export const TOOLS: Array<[string, RegExp]> = [
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
