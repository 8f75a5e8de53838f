// Edit mode of a drafted proposal: every text of the document as a field (title block, section titles,
// paragraphs, list items, cards, table captions and cells, fee lines). The structure stays as drafted.
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { iceColumns, isIcePart, rankIceDocument, withIceMentions, withIceScore } from '../content/proposal-ice';
import type { Proposal, ProposalBlock } from '../content/proposal.types';
import { CurrencyPicker, PaperPicker } from './paper-picker';
import { ProposalQuoteItem } from '@/components/proposal/proposal-blocks';

type Update = (change: (draft: Proposal) => void) => void;

const Field = ({
  label,
  value,
  onChange,
  multiline = false,
  onBlur,
  readOnly = false,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  onBlur?: () => void;
  readOnly?: boolean;
  hint?: string;
}) => {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          value={value}
          rows={3}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      ) : (
        <Input
          id={id}
          value={value}
          readOnly={readOnly}
          aria-describedby={hint ? hintId : undefined}
          className={readOnly ? 'bg-slate-50' : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
};

const BlockEditor = ({
  block,
  label,
  edit,
  rank,
}: {
  block: ProposalBlock;
  label: string;
  /** Applies a change to this block of a copy of the document. */
  edit: (change: (block: ProposalBlock) => void) => void;
  /** Ranks the ICE tables and the opportunities that name them (once an ICE part is left). */
  rank: () => void;
}) => {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Field
          label={`${label}: paragraph`}
          value={block.text}
          multiline
          onChange={(v) => edit((b) => b.kind === 'paragraph' && (b.text = v))}
        />
      );
    case 'list':
      return (
        <div className="space-y-2">
          {block.items.map((item, i) => (
            <Field
              key={i}
              label={`${label}: item ${i + 1}`}
              value={item}
              multiline
              onChange={(v) => edit((b) => b.kind === 'list' && (b.items[i] = v))}
            />
          ))}
        </div>
      );
    case 'cards':
      return (
        <div className="space-y-3">
          {block.items.map((card, i) => (
            <div key={i} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
              <Field
                label={`${label}: card ${i + 1} title`}
                value={card.title}
                onChange={(v) => edit((b) => b.kind === 'cards' && (b.items[i]!.title = v))}
              />
              <Field
                label={`${label}: card ${i + 1} note`}
                value={card.meta ?? ''}
                onChange={(v) => edit((b) => b.kind === 'cards' && (b.items[i]!.meta = v))}
              />
              <div className="sm:col-span-2">
                <Field
                  label={`${label}: card ${i + 1} text`}
                  value={card.text}
                  multiline
                  onChange={(v) => edit((b) => b.kind === 'cards' && (b.items[i]!.text = v))}
                />
              </div>
            </div>
          ))}
        </div>
      );
    case 'table':
      return (
        <div className="space-y-3">
          <Field
            label={`${label}: table caption`}
            value={block.caption}
            onChange={(v) => edit((b) => b.kind === 'table' && (b.caption = v))}
          />
          <fieldset className="grid gap-2 sm:grid-cols-3">
            <legend className="mb-1 text-sm font-semibold text-slate-700">Column headings</legend>
            {block.columns.map((column, c) => (
              <Field
                key={c}
                label={`${label}: column ${c + 1}`}
                value={column}
                onChange={(v) => edit((b) => b.kind === 'table' && (b.columns[c] = v))}
              />
            ))}
          </fieldset>
          {block.rows.map((row, r) => (
            <fieldset key={r} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-semibold text-slate-700">Row {r + 1}</legend>
              {row.map((cell, c) => {
                const ice = iceColumns(block.columns);
                const label = `Row ${r + 1}: ${block.columns[c] ?? `cell ${c + 1}`}`;
                if (ice && c === ice.ice) {
                  return (
                    <Field
                      key={c}
                      label={label}
                      value={cell}
                      readOnly
                      hint="The mean of I, C and E"
                      onChange={() => {}}
                    />
                  );
                }
                // A part of the ICE score: the score follows each change, the ranking once the field is left.
                const part = isIcePart(block.columns, c);
                return (
                  <Field
                    key={c}
                    label={label}
                    value={cell}
                    onChange={(v) =>
                      edit((b) => {
                        if (b.kind !== 'table') return;
                        b.rows[r]![c] = v;
                        if (part) b.rows[r] = withIceScore(b.columns, b.rows[r]!);
                      })
                    }
                    onBlur={part ? rank : undefined}
                  />
                );
              })}
            </fieldset>
          ))}
        </div>
      );
    case 'facts':
      return (
        <div className="space-y-2">
          {block.items.map((fact, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-[2fr_1fr]">
              <Field
                label={`${label}: line ${i + 1}`}
                value={fact.label}
                onChange={(v) => edit((b) => b.kind === 'facts' && (b.items[i]!.label = v))}
              />
              <Field
                label={`${label}: amount ${i + 1}`}
                value={fact.value}
                onChange={(v) => edit((b) => b.kind === 'facts' && (b.items[i]!.value = v))}
              />
            </div>
          ))}
        </div>
      );
    case 'quotes':
      // The respondents' words are theirs: shown as they are, never edited here.
      return (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-700">{label}: quotes from the report (not editable)</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {block.items.map((quote) => (
              <ProposalQuoteItem key={quote.place} quote={quote} />
            ))}
          </ul>
        </div>
      );
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
};

export const ProposalEditor = ({ value, onChange }: { value: Proposal; onChange: (next: Proposal) => void }) => {
  const update: Update = (change) => {
    const draft = structuredClone(value);
    change(draft);
    // A paragraph's "(ICE n)" follows the table as it is edited.
    onChange(withIceMentions(draft));
  };
  let number = 0;
  return (
    <div className="mx-auto max-w-[8.5in] space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Title block</legend>
        <div className="sm:col-span-2">
          <Field label="Title" value={value.title} onChange={(v) => update((d) => void (d.title = v))} />
        </div>
        <Field
          label="Client name"
          value={value.client.name}
          onChange={(v) => update((d) => void (d.client.name = v))}
        />
        <Field
          label="Client contact"
          value={value.client.contact}
          onChange={(v) => update((d) => void (d.client.contact = v))}
        />
        <Field
          label="Contact's role"
          value={value.client.role}
          onChange={(v) => update((d) => void (d.client.role = v))}
        />
        <PaperPicker paper={value.paperSize} onChange={(v) => update((d) => void (d.paperSize = v))} />
        <CurrencyPicker currency={value.currency} onChange={(v) => update((d) => void (d.currency = v))} />
        <Field label="Date" value={value.date} onChange={(v) => update((d) => void (d.date = v))} />
        <Field label="Reference" value={value.reference} onChange={(v) => update((d) => void (d.reference = v))} />
        <div className="sm:col-span-2">
          <Field
            label="Summary"
            value={value.summary}
            multiline
            onChange={(v) => update((d) => void (d.summary = v))}
          />
        </div>
      </fieldset>
      {/* Who prepared it, as the title block and the sign-off print it (from the settings when drafted). */}
      <fieldset className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Prepared by</legend>
        <Field
          label="Firm name"
          value={value.preparedBy.firm}
          onChange={(v) => update((d) => void (d.preparedBy.firm = v))}
        />
        <Field
          label="Firm email"
          value={value.preparedBy.email}
          onChange={(v) => update((d) => void (d.preparedBy.email = v))}
        />
        <Field
          label="Postal address"
          value={value.preparedBy.address ?? ''}
          multiline
          hint="Under the firm in the title block; leave empty to print none."
          onChange={(v) => update((d) => void (d.preparedBy.address = v))}
        />
        <Field
          label="Signature"
          value={value.preparedBy.signature ?? ''}
          multiline
          hint="Name and title lines of the sign-off at the end; leave empty for no sign-off."
          onChange={(v) => update((d) => void (d.preparedBy.signature = v))}
        />
      </fieldset>
      {value.pages.map((sections, p) =>
        sections.map((section, s) => {
          const n = ++number;
          return (
            <fieldset key={section.id} className="space-y-3 border-t border-slate-200 pt-4">
              <legend className="mb-2 text-lg font-semibold text-slate-900">
                {n}. {section.title}
              </legend>
              <Field
                label={`Section ${n} title`}
                value={section.title}
                onChange={(v) => update((d) => void (d.pages[p]![s]!.title = v))}
              />
              {section.blocks.map((block, b) => (
                <BlockEditor
                  key={b}
                  block={block}
                  label={`Section ${n}`}
                  edit={(change) => update((d) => void change(d.pages[p]![s]!.blocks[b]!))}
                  rank={() => onChange(rankIceDocument(value))}
                />
              ))}
            </fieldset>
          );
        }),
      )}
    </div>
  );
};
