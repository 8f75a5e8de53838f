import { nouns, verbs } from './word-forms';

/**
 * The things work is about, in English and Urdu: kinds of work, documents, channels and the places where
 * work is kept. General office vocabulary, not any one company's; a company's own words (its products,
 * its jargon) are found as noun phrases instead. A phrase word ending in "#n" must be a noun in English.
 *
 * Source (issue 46): general office vocabulary by category (kinds of work, documents, channels, places
 * where work is kept), expanded by rule into inflected forms (word-forms.ts), with the Urdu words for
 * each; written on 2026-11-23 (commit e24f5f9) for the question generator, before any evaluation
 * fixture existed. The evaluation's lexicon-free check (evaluation/fixtures.spec.ts) makes sure the
 * fixtures' lexicon-free pains are not named by it.
 */
export type ConceptKind = 'work' | 'document' | 'channel' | 'place';

export type Concept = {
  id: string;
  kind: ConceptKind;
  /** Theme name when the concept anchors a theme ("Invoices", "Scheduling and rotas"). */
  label: string;
  /** The concept as a noun inside a sentence, when the label is not one ("rotas and schedules"). */
  subject?: string;
  /** True when a pain reads well after the label ("Invoices re-typed by hand", "Approvals chased"). */
  takesPain?: boolean;
  /** How a theme names the concept after another ("over email", "in spreadsheets"). */
  where?: string;
  /** A generic concept ("documents") anchors a theme only when nothing more specific covers it. */
  generic?: boolean;
  en: string[];
  ur: string[];
};

const WORK: Concept[] = [
  {
    id: 'approval',
    kind: 'work',
    label: 'Approvals',
    takesPain: true,
    en: [
      ...nouns('approval', 'sign-off', 'signoff', 'authorisation', 'authorization'),
      ...verbs('approve', 'authorise', 'authorize', 'countersign', 'sign off'),
      'signs off',
      'signed off',
      'signing off',
      'signature',
      'signatures',
    ],
    ur: ['منظوری', 'منظوریاں', 'منظوریوں', 'منظور', 'اپروول', 'اپروولز', 'دستخط', 'توثیق'],
  },
  {
    id: 'scheduling',
    kind: 'work',
    label: 'Scheduling and rotas',
    subject: 'rotas and schedules',
    en: [
      ...nouns('schedule#n', 'rota', 'roster', 'shift#n', 'timetable', 'shift pattern', 'duty roster'),
      'scheduling',
      'scheduled',
      'rostering',
      'rotas',
    ],
    ur: [
      'شیڈول',
      'شیڈولنگ',
      'شیڈولز',
      'روٹا',
      'روسٹر',
      'شفٹ',
      'شفٹس',
      'شفٹوں',
      'شفٹیں',
      'ڈیوٹی',
      'ڈیوٹیاں',
      'ڈیوٹیوں',
      'ٹائم ٹیبل',
    ],
  },
  {
    id: 'search',
    kind: 'work',
    label: 'Searching for documents',
    subject: 'documents and files',
    en: [
      ...verbs(
        'search',
        'look for',
        'hunt for',
        'hunt through',
        'hunt around',
        'dig through',
        'dig around',
        'track down',
      ),
      'looking for',
      'looked for',
      'hunting',
      'digging through',
      'digging around',
      'dug through',
      'searching',
      'finding',
      'to find',
      'can not find',
      'could not find',
      'never find',
      'locate',
      'locating',
    ],
    ur: [
      'تلاش',
      'ڈھونڈ',
      'ڈھونڈنا',
      'ڈھونڈنے',
      'ڈھونڈتے',
      'ڈھونڈتا',
      'ڈھونڈتی',
      'ڈھونڈنی',
      'نہیں ملتی',
      'نہیں ملتا',
      'نہیں ملتے',
    ],
  },
  {
    id: 'payroll',
    kind: 'work',
    label: 'Payroll',
    en: ['payroll', ...nouns('payslip', 'pay slip', 'salary'), 'wages'],
    ur: ['پے رول', 'تنخواہ', 'تنخواہیں', 'تنخواہوں'],
  },
  {
    id: 'order',
    kind: 'work',
    label: 'Orders',
    takesPain: true,
    en: [...nouns('order#n', 'sales order'), 'ordering'],
    ur: ['آرڈر', 'آرڈرز', 'آرڈروں'],
  },
  {
    id: 'stock',
    kind: 'work',
    label: 'Stock and inventory',
    en: ['stock#n', 'inventory', 'stock take', 'stocktake', 'stock count', 'stock levels'],
    ur: ['اسٹاک', 'سٹاک', 'انوینٹری'],
  },
  {
    id: 'booking',
    kind: 'work',
    label: 'Bookings and appointments',
    takesPain: true,
    en: nouns('booking', 'appointment', 'reservation'),
    ur: ['بکنگ', 'بکنگز', 'اپائنٹمنٹ', 'اپائنٹمنٹس'],
  },
  {
    id: 'customer-query',
    kind: 'work',
    label: 'Customer enquiries',
    takesPain: true,
    en: [...nouns('enquiry', 'inquiry', 'query', 'customer question', 'client question'), 'faq', 'faqs'],
    ur: ['استفسار', 'استفسارات', 'گاہکوں کے سوالات', 'کسٹمر کے سوالات'],
  },
  {
    id: 'complaint',
    kind: 'work',
    label: 'Complaints',
    takesPain: true,
    en: nouns('complaint'),
    ur: ['شکایت', 'شکایات', 'شکایتیں', 'شکایتوں'],
  },
  {
    id: 'onboarding',
    kind: 'work',
    label: 'Onboarding new staff',
    en: ['onboarding', ...nouns('induction', 'new starter', 'new joiner', 'new hire')],
    ur: ['آن بورڈنگ', 'نئے ملازمین', 'نئے ملازم'],
  },
  {
    id: 'reconciliation',
    kind: 'work',
    label: 'Reconciliations',
    takesPain: true,
    en: [...nouns('reconciliation', 'bank rec'), ...verbs('reconcile')],
    ur: ['ملان', 'ریکنسیلیشن'],
  },
  {
    id: 'payment',
    kind: 'work',
    label: 'Payments',
    takesPain: true,
    en: [...nouns('payment', 'overdue payment'), 'overdue'],
    ur: ['ادائیگی', 'ادائیگیاں', 'ادائیگیوں', 'پیمنٹ', 'پیمنٹس'],
  },
  {
    id: 'expense',
    kind: 'work',
    label: 'Expense claims',
    takesPain: true,
    en: nouns('expense', 'expense claim', 'expense report'),
    ur: ['اخراجات', 'خرچے'],
  },
  {
    id: 'leave',
    kind: 'work',
    label: 'Leave requests',
    takesPain: true,
    en: [...nouns('leave request', 'holiday request', 'absence', 'time off request'), 'annual leave', 'sick leave'],
    ur: ['چھٹی', 'چھٹیاں', 'چھٹیوں'],
  },
  {
    id: 'handover',
    kind: 'work',
    label: 'Handovers',
    takesPain: true,
    en: [...nouns('handover', 'hand-over'), 'hand over'],
    ur: ['ہینڈ اوور'],
  },
  {
    id: 'meeting-notes',
    kind: 'work',
    label: 'Meeting notes',
    takesPain: true,
    en: [...nouns('meeting note', 'action point'), 'meeting minutes'],
    ur: ['میٹنگ نوٹس', 'میٹنگ کے نوٹس'],
  },
  {
    id: 'translation',
    kind: 'work',
    label: 'Translation',
    en: [...nouns('translation'), ...verbs('translate')],
    ur: ['ترجمہ', 'ترجمے'],
  },
  {
    id: 'audit',
    kind: 'work',
    label: 'Audits and compliance',
    en: [...nouns('audit#n', 'inspection', 'compliance check'), 'compliance'],
    ur: ['آڈٹ', 'معائنہ', 'معائنے'],
  },
];

const DOCUMENTS: Concept[] = [
  {
    id: 'invoice',
    kind: 'document',
    label: 'Invoices',
    takesPain: true,
    en: [...nouns('invoice#n', 'bill#n', 'supplier statement'), 'invoicing', 'billing'],
    ur: ['انوائس', 'انوائسز', 'انوائسوں', 'انوائسیں', 'بل', 'بلز', 'بلوں', 'بلنگ'],
  },
  {
    id: 'receipt',
    kind: 'document',
    label: 'Receipts',
    takesPain: true,
    en: nouns('receipt'),
    ur: ['رسید', 'رسیدیں', 'رسیدوں'],
  },
  {
    id: 'purchase-order',
    kind: 'document',
    label: 'Purchase orders',
    takesPain: true,
    en: [...nouns('purchase order'), 'po', 'pos'],
    ur: ['پرچیز آرڈر', 'پرچیز آرڈرز', 'خریداری آرڈر'],
  },
  {
    id: 'delivery-note',
    kind: 'document',
    label: 'Delivery notes',
    takesPain: true,
    en: nouns('delivery note', 'proof of delivery', 'waybill'),
    ur: ['ڈلیوری نوٹ', 'ڈیلیوری نوٹ'],
  },
  {
    id: 'form',
    kind: 'document',
    label: 'Forms',
    takesPain: true,
    en: nouns('form#n', 'paper form', 'application form'),
    ur: ['فارم', 'فارمز', 'فارموں'],
  },
  {
    id: 'timesheet',
    kind: 'document',
    label: 'Timesheets',
    takesPain: true,
    en: nouns('timesheet', 'time sheet'),
    ur: ['ٹائم شیٹ', 'ٹائم شیٹس', 'ٹائم شیٹوں'],
  },
  {
    id: 'template',
    kind: 'document',
    label: 'Templates',
    takesPain: true,
    en: nouns('template'),
    ur: ['ٹیمپلیٹ', 'ٹیمپلیٹس', 'سانچہ', 'سانچے'],
  },
  {
    id: 'letter',
    kind: 'document',
    label: 'Letters',
    takesPain: true,
    en: nouns('letter#n', 'cover letter'),
    ur: ['خط', 'خطوط', 'لیٹر', 'لیٹرز'],
  },
  {
    id: 'report',
    kind: 'document',
    label: 'Reports',
    takesPain: true,
    en: [...nouns('report#n', 'month-end report', 'weekly report'), 'reporting'],
    ur: ['رپورٹ', 'رپورٹس', 'رپورٹیں', 'رپورٹوں', 'رپورٹنگ'],
  },
  {
    id: 'contract',
    kind: 'document',
    label: 'Contracts',
    takesPain: true,
    en: nouns('contract#n', 'agreement'),
    ur: ['معاہدہ', 'معاہدے', 'معاہدوں', 'کنٹریکٹ', 'کنٹریکٹس'],
  },
  {
    id: 'quotation',
    kind: 'document',
    label: 'Quotations',
    takesPain: true,
    en: [...nouns('quotation', 'price quote', 'estimate#n'), 'quoting'],
    ur: ['کوٹیشن', 'کوٹیشنز', 'تخمینہ', 'تخمینے'],
  },
  {
    id: 'record',
    kind: 'document',
    label: 'Records',
    takesPain: true,
    en: nouns('record#n', 'patient record', 'case file'),
    ur: ['ریکارڈ', 'ریکارڈز'],
  },
  {
    id: 'document',
    kind: 'document',
    label: 'Documents and files',
    takesPain: true,
    generic: true,
    en: [...nouns('document', 'doc', 'file#n', 'pdf', 'attachment', 'scan'), 'paperwork'],
    ur: ['دستاویز', 'دستاویزات', 'فائل', 'فائلیں', 'فائلز', 'فائلوں', 'کاغذات', 'ڈاکیومنٹ', 'ڈاکیومنٹس'],
  },
];

const CHANNELS: Concept[] = [
  {
    id: 'email',
    kind: 'channel',
    label: 'Email',
    where: 'over email',
    en: [...nouns('email', 'e-mail', 'email thread', 'inbox', 'mailbox'), 'emailed', 'emailing', 'e-mailed'],
    ur: ['ای میل', 'ای میلز', 'ای میلوں', 'ای میلیں', 'ان باکس', 'میل'],
  },
  {
    id: 'phone',
    kind: 'channel',
    label: 'Phone calls',
    where: 'by phone',
    en: [...nouns('phone#n', 'phone call', 'call#n', 'telephone', 'landline'), 'calls', 'calling', 'ringing'],
    ur: ['فون', 'فونز', 'کال', 'کالز', 'کالیں', 'کالوں', 'ٹیلی فون'],
  },
  {
    id: 'fax',
    kind: 'channel',
    label: 'Fax',
    where: 'by fax',
    en: ['fax', 'faxes', 'faxed', 'faxing'],
    ur: ['فیکس'],
  },
  {
    id: 'whatsapp',
    kind: 'channel',
    label: 'WhatsApp',
    where: 'on WhatsApp',
    en: ['whatsapp', 'whats app', 'whatsapps', 'whatsapp group', 'whatsapp groups'],
    ur: ['واٹس ایپ', 'واٹس اپ', 'وٹس ایپ', 'واٹس ایپ گروپ'],
  },
  {
    id: 'text-message',
    kind: 'channel',
    label: 'Text messages',
    where: 'by text message',
    en: [...nouns('text message', 'sms'), 'texting'],
    ur: ['ایس ایم ایس', 'میسج', 'میسجز', 'پیغام', 'پیغامات'],
  },
  {
    id: 'post',
    kind: 'channel',
    label: 'Post',
    where: 'by post',
    en: ['by post', 'in the post', ...nouns('courier')],
    ur: ['ڈاک', 'کوریئر'],
  },
  {
    id: 'in-person',
    kind: 'channel',
    label: 'In-person visits',
    where: 'in person',
    en: ['in person', 'face to face', 'face-to-face', ...nouns('walk-in')],
    ur: ['ذاتی طور پر', 'خود آ کر'],
  },
];

const PLACES: Concept[] = [
  {
    id: 'spreadsheet',
    kind: 'place',
    label: 'Spreadsheets',
    where: 'in spreadsheets',
    en: nouns('spreadsheet', 'spread sheet', 'sheet#n', 'workbook', 'excel sheet', 'google sheet'),
    ur: ['سپریڈشیٹ', 'سپریڈ شیٹ', 'شیٹ', 'شیٹس', 'شیٹوں', 'ایکسل شیٹ'],
  },
  {
    id: 'shared-drive',
    kind: 'place',
    label: 'Shared drives and folders',
    where: 'in shared drives',
    en: [
      ...nouns('shared drive', 'network drive', 'drive#n', 'folder', 'shared folder', 'server#n', 's drive'),
      'g drive',
      'h drive',
    ],
    ur: ['ڈرائیو', 'شیئرڈ ڈرائیو', 'شیئر ڈرائیو', 'فولڈر', 'فولڈرز', 'فولڈروں', 'سرور'],
  },
  {
    id: 'paper',
    kind: 'place',
    label: 'Paper records',
    where: 'on paper',
    en: [
      ...nouns('paper#n', 'printout', 'notebook', 'register#n', 'logbook', 'clipboard'),
      'printed',
      'handwritten',
      'hand-written',
      'print out',
      'printing',
    ],
    ur: ['کاغذ', 'کاغذی', 'کاغذوں', 'رجسٹر', 'پرنٹ', 'ہاتھ سے لکھ'],
  },
  {
    id: 'whiteboard',
    kind: 'place',
    label: 'Whiteboards',
    where: 'on a whiteboard',
    en: nouns('whiteboard', 'white board', 'wall planner'),
    ur: ['وائٹ بورڈ'],
  },
];

export const WORKPLACE_CONCEPTS: readonly Concept[] = [...WORK, ...DOCUMENTS, ...CHANNELS, ...PLACES];

const BY_ID = new Map(WORKPLACE_CONCEPTS.map((c) => [c.id, c]));

export function conceptById(id: string): Concept | undefined {
  return BY_ID.get(id);
}

/**
 * Named tools that stand for a place or channel: Excel is a spreadsheet, SharePoint a shared drive.
 * Keys are the canonical names of the tool table in analysis/company-tables.ts.
 */
export const TOOL_IMPLIES: Record<string, string> = {
  Excel: 'spreadsheet',
  'Google Sheets': 'spreadsheet',
  Airtable: 'spreadsheet',
  'Google Drive': 'shared-drive',
  SharePoint: 'shared-drive',
  Dropbox: 'shared-drive',
  Outlook: 'email',
  Gmail: 'email',
  WhatsApp: 'whatsapp',
};
