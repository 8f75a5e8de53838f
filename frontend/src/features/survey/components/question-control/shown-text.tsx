import type { SurveyLabels } from '../../content/labels';
import type { ShownText as Shown } from '../../logic/survey-language';

/**
 * Admin-written text: in its own direction (bdi), and marked lang="en" when it is the untranslated
 * original inside an Urdu page, so screen readers switch voice and the browser shapes it as English.
 */
export const ShownText = ({ shown }: { shown: Shown }) =>
  shown.original ? <bdi lang="en">{shown.text}</bdi> : <bdi>{shown.text}</bdi>;

/** The visible "In English" mark beside a question with untranslated text, and what screen readers hear. */
export const UntranslatedMark = ({ labels }: { labels: SurveyLabels }) => (
  <span className="ms-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900 ring-1 ring-amber-600/20 ring-inset">
    <span aria-hidden="true">{labels.inEnglish}</span>
    <span className="sr-only">{labels.untranslatedNote}</span>
  </span>
);
