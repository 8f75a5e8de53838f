import type { ChatLanguage } from '@seedline/shared';
import { detectLanguage } from './text-analysis';
import { cuePhrases, type Cue, type PainKind } from './cue-lexicon';
import { readMeasures, type Duration, type Effort, type Frequency, type Volume } from './measures';
import { readNamedTools, type ToolMention } from './named-tools';
import { nounPhrases, type NounPhrase } from './noun-phrases';
import { buildPhraseMatcher, type PhraseMatch, type PhraseMatcher } from './phrase-matcher';
import { sentenceSpans, type Span } from './text-normal';
import { mayBeTypo, tokenize, type PosProfile, type Token } from './tokens';
import { WORKPLACE_CONCEPTS, type Concept } from './workplace-lexicon';

/**
 * What a piece of free text says about work, in English or Urdu: its noun phrases, the tools and
 * systems it names, the kinds of work, documents, channels and places it mentions, the volumes,
 * frequencies, durations and weekly efforts it states, and its pains, wishes and reassurances.
 * Every feature carries its offsets into the text, so a caller can quote the words verbatim.
 */
export type ConceptMention = Span & { id: string; fuzzy: boolean };
export type PainMention = Span & { kind: PainKind };

export type TextFeatures = {
  language: ChatLanguage;
  sentences: Span[];
  nounPhrases: NounPhrase[];
  tools: ToolMention[];
  /** Kinds of work: approvals, scheduling, searching, payroll, ... */
  work: ConceptMention[];
  /** Invoices, forms, timesheets, templates, letters, ... */
  documents: ConceptMention[];
  /** Email, phone, fax, WhatsApp, ... */
  channels: ConceptMention[];
  /** Where work is kept: spreadsheets, shared drives, paper, whiteboards. */
  places: ConceptMention[];
  volumes: Volume[];
  frequencies: Frequency[];
  durations: Duration[];
  efforts: Effort[];
  pains: PainMention[];
  wishes: Span[];
  /** "no problems", "works well", "ٹھیک": the text says this part is fine. */
  positives: Span[];
  /** The words the features were read from, with their parts of speech (for readers that need them too). */
  tokens?: readonly Token[];
};

let matchers: { concepts: PhraseMatcher<Concept>; cues: PhraseMatcher<Cue> } | null = null;

function phraseMatchers() {
  matchers ??= {
    concepts: buildPhraseMatcher(
      WORKPLACE_CONCEPTS.flatMap((concept) =>
        [...concept.en, ...concept.ur].map((phrase) => ({ phrase, value: concept })),
      ),
    ),
    cues: buildPhraseMatcher(cuePhrases()),
  };
  return matchers;
}

export type FeatureOptions = {
  /** Detected from the script when not given. */
  language?: ChatLanguage;
  /**
   * Parts of speech learned from a sample (learnPartsOfSpeech): English is then split by a regular
   * expression and tagged from it, several times faster than tagging each text with wink.
   */
  profile?: PosProfile;
};

export function extractTextFeatures(text: string, options: FeatureOptions = {}): TextFeatures {
  const language = options.language ?? detectLanguage(text);
  const sentences = sentenceSpans(text);
  const tokens = tokenize(text, language, options.profile);
  const { concepts, cues } = phraseMatchers();
  const fuzzy = language === 'en' ? mayBeTypo : undefined;

  const features: TextFeatures = {
    language,
    sentences,
    nounPhrases: nounPhrases(text, tokens, language),
    tools: readNamedTools(text, language),
    work: [],
    documents: [],
    channels: [],
    places: [],
    ...readMeasures(text, sentences),
    pains: [],
    wishes: [],
    positives: [],
    tokens,
  };

  for (const match of concepts.match(tokens, { fuzzy })) {
    const mention = { ...spanOf(text, tokens, match), id: match.value.id, fuzzy: match.fuzzy };
    const kind = match.value.kind;
    if (kind === 'work') features.work.push(mention);
    else if (kind === 'document') features.documents.push(mention);
    else if (kind === 'channel') features.channels.push(mention);
    else features.places.push(mention);
  }
  for (const match of cues.match(tokens)) {
    const span = spanOf(text, tokens, match);
    const cue = match.value;
    if (cue.kind === 'pain') features.pains.push({ ...span, kind: cue.pain });
    else if (cue.kind === 'wish') features.wishes.push(span);
    else features.positives.push(span);
  }
  return features;
}

function spanOf<T>(text: string, tokens: readonly Token[], match: PhraseMatch<T>): Span {
  const start = tokens[match.first]!.start;
  const end = tokens[match.last]!.end;
  return { text: text.slice(start, end), start, end };
}
