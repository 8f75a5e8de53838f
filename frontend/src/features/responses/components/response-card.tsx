import { CircleCheck, Clock, Mail, MessageSquareReply, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { mailtoHref } from '@/lib/mailto';
import { respondentTextLang } from '@/lib/user-text';
import type { Question, ResponsePageItem, SurveyResponse } from '@/types/generated/api';
import { EraseButton } from '@/components/ui/erase-button';
import { formatDateTime } from '@/lib/format-date';
import { pageAnsweredQuestions, type PageAnsweredQuestion } from '../lib/response-page-display';
import { languageLabel, modeLabel, statusLabel } from '../lib/response-display';
import { answerDisplay } from '../lib/answer-value-display';
import { AnswerValue } from './answer-value';
import { QualityBadge, QualityPanel } from './response-quality';
import type { QualityVerdict } from '@/types/generated/api';

/** The response's language, so Urdu-script text in a response taken in Urdu is marked lang="ur". */
type ResponseLanguage = Pick<SurveyResponse, 'language'>;

const AnswerText = ({ text, language }: { text: string | null } & ResponseLanguage) =>
  text === null ? (
    <p className="text-sm text-slate-500 italic">No answer provided</p>
  ) : (
    <UserText
      lang={respondentTextLang(text, language)}
      data-testid="answer-text"
      className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
    >
      {text}
    </UserText>
  );

/** A typed answer as its value (stars, chips...); a text answer, or one without a value, as text. */
const TypedAnswer = ({ item, language }: { item: PageAnsweredQuestion } & ResponseLanguage) => {
  const display = answerDisplay(item.question, item.value, item.answer);
  if (display === null || display.kind === 'text') return <AnswerText text={item.answer} language={language} />;
  return <AnswerValue display={display} lang={language === 'ur' ? 'ur' : undefined} />;
};

const QuestionAnswer = ({
  item,
  index,
  language,
}: { item: PageAnsweredQuestion; index: number } & ResponseLanguage) => (
  <li className="py-4 first:pt-0 last:pb-0">
    {/* The number stays at the English line's start; the admin's question lays out by its own text. */}
    <div className="flex items-baseline gap-1.5 text-sm font-medium text-slate-700">
      <span className="shrink-0 text-slate-500">Q{index + 1}.</span>
      <UserText className="min-w-0 flex-1 break-words">{item.question.questionText}</UserText>
    </div>
    {item.offPath ? (
      <p className="mt-1 text-xs text-slate-600" data-testid="off-path">
        Off the path: a later change of an earlier answer skipped this question, so results leave this answer out.
      </p>
    ) : null}
    {item.askedAs !== null ? (
      <p className="mt-1 text-xs text-slate-600" data-testid="asked-as">
        Answered when it read: <UserText as="span">{item.askedAs}</UserText>
      </p>
    ) : null}
    <div className="mt-1.5">
      {item.skippedByPath && item.answer === null ? (
        <p className="text-sm text-slate-500 italic" data-testid="skipped-by-logic">
          Skipped by the survey's logic
        </p>
      ) : (
        <TypedAnswer item={item} language={language} />
      )}
    </div>
    {item.followUps.length > 0 ? (
      <ul
        className="mt-3 space-y-3 border-l-2 border-emerald-200 pl-4"
        aria-label={`AI follow-ups to question ${index + 1}`}
      >
        {item.followUps.map((f) => (
          <li key={f.id}>
            <p className="flex items-start gap-1.5 text-sm font-medium text-slate-700">
              <MessageSquareReply className="mt-px h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold tracking-wide text-emerald-800 uppercase">
                  AI follow-up
                </span>
                <UserText
                  as="span"
                  lang={respondentTextLang(f.questionText, language)}
                  data-testid="follow-up-question"
                  className="break-words"
                >
                  {f.questionText}
                </UserText>
              </span>
            </p>
            <div className="mt-1 pl-5.5">
              <AnswerText text={f.answer} language={language} />
            </div>
          </li>
        ))}
      </ul>
    ) : null}
  </li>
);

/**
 * One response of the paged list, its answers embedded (no request of its own). `actions` are
 * extra header buttons (the answer history) beside Erase.
 */
export const ResponseCard = ({
  response,
  questions,
  onErase,
  onOverrule,
  actions,
}: {
  response: ResponsePageItem;
  questions: Question[];
  onErase: () => Promise<void>;
  /** Sets the consultant's quality verdict (issue 50). */
  onOverrule?: (verdict: QualityVerdict) => Promise<void>;
  actions?: ReactNode;
}) => {
  const status = statusLabel(response);
  const completed = status === 'Completed';
  const headingId = `response-${response.id}`;
  const number = response.number;

  return (
    <Card data-testid="response-card">
      <article aria-labelledby={headingId}>
        <header className="flex flex-col gap-3 border-b border-slate-100 p-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
              Response #{number}
            </h2>
            <p className="text-sm text-slate-600">
              {response.completedAt ? (
                <>
                  Submitted <time dateTime={response.completedAt}>{formatDateTime(response.completedAt)}</time>
                </>
              ) : (
                <>
                  Started <time dateTime={response.submittedAt}>{formatDateTime(response.submittedAt)}</time>
                  {response.abandonedAt ? (
                    <>
                      {' '}
                      · closed <time dateTime={response.abandonedAt}>{formatDateTime(response.abandonedAt)}</time>
                    </>
                  ) : null}
                </>
              )}
            </p>
            <Respondent response={response} />
            <HiddenValues values={response.hiddenFields} />
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Badge variant={completed ? 'success' : 'warning'}>
              {completed ? (
                <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {status}
            </Badge>
            <Badge variant="outline">{modeLabel(response.surveyMode)}</Badge>
            <Badge variant="outline">{languageLabel(response.language)}</Badge>
            <QualityBadge quality={response.quality} />
            {actions}
            <EraseButton
              what={`response #${number}`}
              description="Its answers and the respondent's name and e-mail will be deleted for good."
              onErase={onErase}
            />
          </div>
        </header>
        <QualityPanel quality={response.quality} onOverrule={onOverrule} />
        <div className="p-5">
          {questions.length === 0 ? (
            <p className="text-sm text-slate-600">This survey has no questions.</p>
          ) : (
            <ol className="divide-y divide-slate-100">
              {pageAnsweredQuestions(questions, response).map((item, index) => (
                <QuestionAnswer key={item.question.id} item={item} index={index} language={response.language} />
              ))}
            </ol>
          )}
        </div>
      </article>
    </Card>
  );
};

/** The hidden-field and UTM values the respondent's link carried (issue 34). */
const HiddenValues = ({ values }: { values: Record<string, string> }) => {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" data-testid="hidden-values">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-slate-500">{key}:</dt>
          <dd>
            <UserText as="span">{value}</UserText>
          </dd>
        </div>
      ))}
    </dl>
  );
};

const Respondent = ({ response }: { response: SurveyResponse }) =>
  response.respondentName || response.respondentEmail ? (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {response.respondentName ? (
        <span className="inline-flex items-center gap-1.5">
          <User className="h-4 w-4 text-slate-500" aria-hidden="true" />
          <UserText as="span" lang={respondentTextLang(response.respondentName, response.language)}>
            {response.respondentName}
          </UserText>
        </span>
      ) : null}
      {response.respondentEmail ? (
        <a
          href={mailtoHref(response.respondentEmail)}
          className="inline-flex items-center gap-1.5 break-all text-emerald-800 underline-offset-2 hover:underline"
        >
          <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {response.respondentEmail}
        </a>
      ) : null}
    </p>
  ) : null;
