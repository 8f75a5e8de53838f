// The response analysis: the offline provider's report, the quote guard every provider runs before a
// report is stored, and the text features later readers of free text build on.
export { analyseResponsesOffline } from './analyse-responses-offline';
export { guardQuotes, type QuoteEvidence } from './quote-guard';
export {
  extractTextFeatures,
  type ConceptMention,
  type FeatureOptions,
  type PainMention,
  type TextFeatures,
} from './text-features';
export type { PainKind } from './cue-lexicon';
export type { Duration, Effort, Frequency, Period, Volume } from './measures';
export type { ToolMention } from './named-tools';
export type { NounPhrase } from './noun-phrases';
export { learnPartsOfSpeech, warmUpTextAnalysis, type PosProfile } from './tokens';
