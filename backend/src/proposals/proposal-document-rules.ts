// The rules of a proposal document, applied by the decider to a drafted or edited one: every text
// trimmed and within its limit, each block carrying exactly the fields of its kind, table rows as
// wide as the columns. The DTO only checks the rough shape; these are the rules the document states.
import { ValidationError } from '../common/errors';
import {
  DEFAULT_CURRENCY,
  DEFAULT_PAPER_SIZE,
  PROPOSAL_PAPER_SIZES,
  type ProposalBlock,
  type ProposalCard,
  type ProposalDocument,
  type ProposalFact,
  type ProposalPaperSize,
  type ProposalQuoteRef,
  type ProposalSection,
} from './proposal.types';

export const PROPOSAL_LIMITS = {
  shortText: 300,
  text: 4000,
  pages: 20,
  sectionsPerPage: 10,
  blocksPerSection: 20,
  items: 50,
  columns: 8,
  rows: 50,
} as const;

type Input = Record<string, unknown>;

const isObject = (value: unknown): value is Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, label: string, max: number, { required = true } = {}): string {
  if (typeof value !== 'string') throw new ValidationError(`${label} must be text`);
  const trimmed = value.trim();
  if (required && !trimmed) throw new ValidationError(`${label} is required`);
  if (trimmed.length > max) throw new ValidationError(`${label} must be at most ${max} characters`);
  return trimmed;
}

function list<T>(value: unknown, label: string, max: number, each: (item: unknown, i: number) => T): T[] {
  if (!Array.isArray(value)) throw new ValidationError(`${label} must be a list`);
  if (value.length > max) throw new ValidationError(`${label} may hold at most ${max} entries`);
  return value.map(each);
}

function only(input: Input, label: string, allowed: readonly string[]) {
  const extra = Object.keys(input).find((key) => !allowed.includes(key) && input[key] !== undefined);
  if (extra) throw new ValidationError(`${label} has no field ${extra}`);
}

const { shortText, text: longText, items: maxItems } = PROPOSAL_LIMITS;

function card(value: unknown, label: string): ProposalCard {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  only(value, label, ['title', 'meta', 'text']);
  const meta =
    value.meta === undefined || value.meta === null
      ? ''
      : text(value.meta, `${label} meta`, shortText, { required: false });
  return {
    title: text(value.title, `${label} title`, shortText),
    ...(meta ? { meta } : {}),
    text: text(value.text, `${label} text`, longText),
  };
}

function fact(value: unknown, label: string): ProposalFact {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  only(value, label, ['label', 'value']);
  return {
    label: text(value.label, `${label} label`, shortText),
    value: text(value.value, `${label} value`, shortText),
  };
}

/** The fields a rendered quote carries besides its reference: read-only, dropped from an edit. */
const RENDERED_QUOTE_FIELDS = ['withdrawn', 'responseNumber', 'text', 'gloss'];
const PLACE = /^(?:themes|opportunities)\/\d{1,3}\/\d{1,3}$/;

/** A quote is kept by reference only; the words it renders are never taken from the document. */
function quoteRef(value: unknown, label: string): ProposalQuoteRef {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  only(value, label, ['responseId', 'questionId', 'place', ...RENDERED_QUOTE_FIELDS]);
  const place = text(value.place, `${label} place`, 20);
  if (!PLACE.test(place)) throw new ValidationError(`${label} place must name a quote of the report`);
  return {
    responseId: text(value.responseId, `${label} responseId`, 100),
    questionId: text(value.questionId, `${label} questionId`, 100),
    place,
  };
}

function block(value: unknown, label: string): ProposalBlock {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  switch (value.kind) {
    case 'paragraph':
      only(value, label, ['kind', 'text']);
      return { kind: 'paragraph', text: text(value.text, `${label} text`, longText) };
    case 'list':
      only(value, label, ['kind', 'items']);
      return {
        kind: 'list',
        items: list(value.items, `${label} items`, maxItems, (item, i) =>
          text(item, `${label} item ${i + 1}`, longText),
        ),
      };
    case 'cards': {
      only(value, label, ['kind', 'columns', 'items']);
      if (value.columns !== undefined && value.columns !== 2 && value.columns !== 3) {
        throw new ValidationError(`${label} columns must be 2 or 3`);
      }
      const items = list(value.items, `${label} cards`, maxItems, (item, i) => card(item, `${label} card ${i + 1}`));
      return value.columns === undefined ? { kind: 'cards', items } : { kind: 'cards', columns: value.columns, items };
    }
    case 'table': {
      only(value, label, ['kind', 'caption', 'columns', 'rows']);
      const columns = list(value.columns, `${label} columns`, PROPOSAL_LIMITS.columns, (c, i) =>
        text(c, `${label} column ${i + 1}`, shortText),
      );
      if (columns.length === 0) throw new ValidationError(`${label} needs at least one column`);
      const rows = list(value.rows, `${label} rows`, PROPOSAL_LIMITS.rows, (row, r) => {
        const cells = list(row, `${label} row ${r + 1}`, PROPOSAL_LIMITS.columns, (cell, c) =>
          text(cell, `${label} row ${r + 1} cell ${c + 1}`, longText, { required: false }),
        );
        if (cells.length !== columns.length) {
          throw new ValidationError(`${label} row ${r + 1} must have ${columns.length} cells`);
        }
        return cells;
      });
      return { kind: 'table', caption: text(value.caption, `${label} caption`, shortText), columns, rows };
    }
    case 'facts':
      only(value, label, ['kind', 'items']);
      return {
        kind: 'facts',
        items: list(value.items, `${label} facts`, maxItems, (item, i) => fact(item, `${label} fact ${i + 1}`)),
      };
    case 'quotes':
      only(value, label, ['kind', 'items']);
      return {
        kind: 'quotes',
        items: list(value.items, `${label} quotes`, maxItems, (item, i) => quoteRef(item, `${label} quote ${i + 1}`)),
      };
    default:
      throw new ValidationError(`${label} kind must be one of paragraph, list, cards, table, facts, quotes`);
  }
}

function section(value: unknown, label: string): ProposalSection {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  only(value, label, ['id', 'title', 'blocks']);
  const id = text(value.id, `${label} id`, 60);
  if (!/^[a-z0-9-]+$/.test(id)) throw new ValidationError(`${label} id may hold only a-z, 0-9 and dashes`);
  return {
    id,
    title: text(value.title, `${label} title`, shortText),
    blocks: list(value.blocks, `${label} blocks`, PROPOSAL_LIMITS.blocksPerSection, (b, i) =>
      block(b, `${label} block ${i + 1}`),
    ),
  };
}

/** `optional` fields may be empty (a client's contact and role: nobody is named rather than a placeholder). */
function party<K extends string>(
  value: unknown,
  label: string,
  keys: readonly K[],
  optional: readonly K[] = [],
): Record<K, string> {
  if (!isObject(value)) throw new ValidationError(`${label} must be an object`);
  only(value, label, keys);
  return Object.fromEntries(
    keys.map((key) => [key, text(value[key], `${label} ${key}`, shortText, { required: !optional.includes(key) })]),
  ) as Record<K, string>;
}

/** The consultancy; its postal address and signature are optional: absent or empty, they are left out. */
function preparedBy(value: unknown): ProposalDocument['preparedBy'] {
  if (!isObject(value)) throw new ValidationError('Prepared by must be an object');
  const { address, signature, ...rest } = value;
  const party_ = party(rest, 'Prepared by', ['firm', 'name', 'email'] as const);
  const extra = party(
    { address: address ?? '', signature: signature ?? '' },
    'Prepared by',
    ['address', 'signature'] as const,
    ['address', 'signature'],
  );
  return {
    ...party_,
    ...(extra.address ? { address: extra.address } : {}),
    ...(extra.signature ? { signature: extra.signature } : {}),
  };
}

/** Absent (a document drafted before the choice existed) is US Letter. */
function paperSize(value: unknown): ProposalPaperSize {
  if (value === undefined) return DEFAULT_PAPER_SIZE;
  if (!(PROPOSAL_PAPER_SIZES as readonly unknown[]).includes(value)) {
    throw new ValidationError(`Paper size must be one of ${PROPOSAL_PAPER_SIZES.join(', ')}`);
  }
  return value as ProposalPaperSize;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code the runtime can format; absent (an older document) is US dollars. */
function currency(value: unknown): string {
  if (value === undefined) return DEFAULT_CURRENCY;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code) || !CURRENCIES.has(code)) {
    throw new ValidationError('Currency must be an ISO 4217 code such as USD, EUR or PKR');
  }
  return code;
}

/** The document with every text trimmed, or a ValidationError naming the first field that breaks a rule. */
export function checkProposalDocument(value: unknown): ProposalDocument {
  if (!isObject(value)) throw new ValidationError('The proposal must be an object');
  only(value, 'The proposal', [
    'title',
    'paperSize',
    'currency',
    'client',
    'preparedBy',
    'date',
    'reference',
    'summary',
    'pages',
  ]);
  const pages = list(value.pages, 'Pages', PROPOSAL_LIMITS.pages, (page, p) =>
    list(page, `Page ${p + 1}`, PROPOSAL_LIMITS.sectionsPerPage, (s, i) =>
      section(s, `Page ${p + 1} section ${i + 1}`),
    ),
  );
  if (pages.length === 0) throw new ValidationError('The proposal needs at least one page');
  const ids = pages.flat().map((s) => s.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new ValidationError(`Section id ${repeated} is used twice`);
  return {
    title: text(value.title, 'Title', shortText),
    paperSize: paperSize(value.paperSize),
    currency: currency(value.currency),
    client: party(value.client, 'Client', ['name', 'contact', 'role'] as const, ['contact', 'role']),
    preparedBy: preparedBy(value.preparedBy),
    date: text(value.date, 'Date', 100),
    reference: text(value.reference, 'Reference', 100),
    summary: text(value.summary, 'Summary', longText),
    pages,
  };
}
