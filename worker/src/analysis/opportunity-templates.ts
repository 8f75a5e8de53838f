import type { PainKind } from './cue-lexicon';

/**
 * AI-workflow patterns the offline provider can propose, and what in a theme points to each: the
 * concepts it is about (ids of workplace-lexicon.ts: kinds of work, documents, and the channels or places
 * it serves), the pains it relieves, the channels and places it fits, and the sectors (ids of
 * analysis/company-tables.ts, the table the question generator reads company data with) where it is a
 * proven pattern. `{subject}` is the themes' wording.
 */
export type OpportunityTemplate = {
  id: string;
  title: string;
  description: string;
  concepts: string[];
  pains: PainKind[];
  wheres: string[];
  ease: number;
  easeReason: string;
  sectors: string[];
};

export const OPPORTUNITY_TEMPLATES: readonly OpportunityTemplate[] = [
  {
    id: 'document-capture',
    title: 'Read {subject} automatically',
    description:
      'Document AI reads the {subject} as they arrive (PDF, scan or photo), extracts the fields and posts them to the system of record; staff check only what it flags.',
    concepts: [
      'invoice',
      'receipt',
      'purchase-order',
      'delivery-note',
      'form',
      'timesheet',
      'expense',
      'record',
      'paper',
      'fax',
    ],
    pains: ['manual-entry', 'duplication', 'errors'],
    wheres: ['place:paper', 'place:spreadsheet', 'channel:email', 'channel:fax'],
    ease: 7,
    easeReason: 'Extraction from typed documents is available off the shelf; a person reviews low-confidence fields',
    sectors: ['finance', 'retail', 'logistics', 'manufacturing', 'construction', 'healthcare', 'public-sector'],
  },
  {
    id: 'approval-workflow',
    title: 'A tracked workflow with reminders for {subject}',
    description:
      'Requests go into one tracked queue; an assistant routes each to the right approver, sends reminders and shows what is waiting on whom, instead of threads of email.',
    concepts: ['approval', 'leave', 'expense', 'payment'],
    pains: ['chasing', 'waiting', 'no-visibility'],
    wheres: ['channel:email', 'channel:whatsapp'],
    ease: 7,
    easeReason: 'Workflow tools with approvals and reminders exist; who approves what must be written down first',
    sectors: ['finance', 'public-sector', 'construction', 'legal', 'healthcare', 'education', 'nonprofit'],
  },
  {
    id: 'document-search',
    title: 'A search assistant for {subject} across shared drives',
    description:
      'An AI search assistant indexes the shared drives and answers questions in plain language with a link to the right, latest file.',
    concepts: ['search', 'document', 'contract', 'record', 'template', 'shared-drive'],
    pains: ['searching', 'no-visibility', 'time-cost'],
    wheres: ['place:shared-drive', 'channel:email'],
    ease: 6,
    easeReason:
      'Needs read access to the drives and must respect their permissions; works better once duplicates are archived',
    sectors: ['legal', 'agency', 'public-sector', 'construction', 'education', 'nonprofit', 'real-estate', 'software'],
  },
  {
    id: 'scheduling-assistant',
    title: 'Drafting {subject} from availability',
    description:
      'An assistant drafts the rota from availability, leave and rules, flags clashes and tells each person about changes, in place of editing a spreadsheet by hand.',
    concepts: ['scheduling', 'booking', 'whiteboard'],
    pains: ['time-cost', 'repetitive', 'errors'],
    wheres: ['place:spreadsheet', 'place:whiteboard', 'channel:whatsapp'],
    ease: 5,
    easeReason: 'Rules and exceptions (skills, hours, preferences) must be captured before a draft can be trusted',
    sectors: ['hospitality', 'healthcare', 'retail', 'education', 'logistics', 'nonprofit', 'manufacturing'],
  },
  {
    id: 'report-drafting',
    title: '{subject} drafted automatically',
    description:
      'The figures are pulled from the systems they live in and an assistant drafts the report and its commentary for a person to check.',
    concepts: ['report', 'meeting-notes', 'audit'],
    pains: ['manual-entry', 'time-cost', 'repetitive'],
    wheres: ['place:spreadsheet'],
    ease: 7,
    easeReason: 'Drafting from structured figures is reliable; the sources must be reachable by export or API',
    sectors: ['finance', 'agency', 'nonprofit', 'healthcare', 'public-sector', 'education'],
  },
  {
    id: 'inbox-triage',
    title: 'Triage and draft replies for {subject}',
    description:
      'An assistant sorts incoming messages by type and urgency, drafts replies from approved answers and hands the unusual ones to a person.',
    concepts: ['customer-query', 'complaint', 'order', 'booking', 'email', 'whatsapp', 'text-message'],
    pains: ['time-cost', 'repetitive', 'waiting'],
    wheres: ['channel:email', 'channel:whatsapp', 'channel:text-message'],
    ease: 6,
    easeReason: 'Needs access to the shared inbox; replies are drafted, not sent, until they are trusted',
    sectors: ['retail', 'hospitality', 'real-estate', 'healthcare', 'education', 'logistics', 'software'],
  },
  {
    id: 'call-assistant',
    title: 'Call summaries and answers for routine {subject}',
    description:
      'A voice assistant answers routine calls or summarises them into the record; staff take the calls that need a person.',
    concepts: ['phone', 'booking', 'customer-query'],
    pains: ['time-cost', 'repetitive', 'waiting'],
    wheres: ['channel:phone'],
    ease: 4,
    easeReason: 'Needs telephony integration and careful testing, in Urdu especially',
    sectors: ['healthcare', 'hospitality', 'retail', 'real-estate', 'logistics'],
  },
  {
    id: 'data-sync',
    title: 'Enter {subject} once: connect the systems',
    description:
      'An integration moves records between the systems automatically, so nobody copies the same data twice, and flags records that do not match.',
    concepts: ['order', 'stock', 'payroll', 'spreadsheet'],
    pains: ['duplication', 'manual-entry', 'errors'],
    wheres: ['place:spreadsheet'],
    ease: 5,
    easeReason: 'Depends on the exports or APIs of the systems involved',
    sectors: ['retail', 'manufacturing', 'logistics', 'finance'],
  },
  {
    id: 'letter-drafting',
    title: '{subject} drafted from templates',
    description:
      'An assistant drafts letters, contracts and quotations from the templates and the case details, for a person to review and send.',
    concepts: ['letter', 'template', 'contract', 'quotation'],
    pains: ['repetitive', 'time-cost', 'manual-entry'],
    wheres: [],
    ease: 7,
    easeReason: 'Drafting from templates is mature; a person signs off each document',
    sectors: ['legal', 'real-estate', 'construction', 'agency', 'public-sector'],
  },
  {
    id: 'reconciliation',
    title: 'Automatic matching for {subject}',
    description: 'Payments, invoices and bank lines are matched automatically; only the mismatches reach a person.',
    concepts: ['reconciliation', 'payment'],
    pains: ['errors', 'manual-entry', 'time-cost'],
    wheres: ['place:spreadsheet'],
    ease: 6,
    easeReason: 'Matching rules are well understood; bank and ledger exports are needed',
    sectors: ['finance', 'retail', 'nonprofit'],
  },
  {
    id: 'knowledge-assistant',
    title: 'An assistant for {subject} that answers from your own procedures',
    description:
      "Staff ask an assistant that answers from the organisation's own procedures and documents, with a link to the source.",
    concepts: ['onboarding', 'handover', 'translation'],
    pains: ['time-cost', 'repetitive', 'no-visibility'],
    wheres: ['place:shared-drive'],
    ease: 6,
    easeReason: 'Needs the procedures written down somewhere it can read',
    sectors: ['healthcare', 'education', 'hospitality', 'software', 'nonprofit', 'public-sector'],
  },
];

/** For a theme no pattern fits: a first step, rated low on confidence. */
export const FALLBACK_TEMPLATE: OpportunityTemplate = {
  id: 'workflow-assistant',
  title: 'Map and pilot an assistant for {subject}',
  description:
    'Map how {subject} is handled today and pilot an assistant on its most repetitive step; the answers do not yet point to a proven pattern.',
  concepts: [],
  pains: [],
  wheres: [],
  ease: 4,
  easeReason: 'No proven pattern matches yet, so the work starts with mapping the steps',
  sectors: [],
};

/** Tools with APIs or exports an integration can use. */
export const CONNECTABLE_TOOLS = new Set([
  'Xero',
  'QuickBooks',
  'Google Sheets',
  'Google Drive',
  'Google Docs',
  'Gmail',
  'Outlook',
  'SharePoint',
  'Dropbox',
  'Slack',
  'Microsoft Teams',
  'HubSpot',
  'Salesforce',
  'Zoho',
  'Pipedrive',
  'Zendesk',
  'Freshdesk',
  'Shopify',
  'Airtable',
  'Notion',
  'Trello',
  'Asana',
  'Jira',
  'Stripe',
  'Odoo',
  'NetSuite',
]);

/** A subject that brings its own determiner ("the customs portal", "our invoices"). */
const DETERMINED = /^(the|a|an|our|your|their|its|his|her|my)\s/i;

/**
 * The template's text with the subject in place of `{subject}`; a template's "the" before it is
 * dropped when the subject brings its own ("reads the {subject}" with "the customs portal" reads
 * "reads the customs portal", not "reads the the customs portal").
 */
export function fillSubject(text: string, subject: string): string {
  return text.replace(/(\bthe )?\{subject\}/gi, (_match, the: string | undefined) => {
    if (!the) return subject;
    if (!DETERMINED.test(subject)) return `${the}${subject}`;
    return the.startsWith('T') ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
  });
}
