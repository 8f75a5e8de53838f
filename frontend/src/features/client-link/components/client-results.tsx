import type { ClientPage } from '@/types/generated/api';
import type { ClientLanguage, ClientPageTexts } from '../content/client-page-texts';
import { ClientCoverage } from './client-coverage';
import { ClientProposal } from './client-proposal';
import { HiddenNote } from './hidden-note';

type Props = { page: ClientPage; t: ClientPageTexts; language: ClientLanguage };

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid">
    <p className="text-sm text-slate-600">{label}</p>
    <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
  </div>
);

const Summary = ({ page, t, language }: Props) => (
  <section aria-labelledby="client-summary" className="client-section">
    <h2 id="client-summary" className="text-xl font-bold text-slate-900">
      {t.summary}
    </h2>
    {page.summary.hiddenReason ? (
      <div className="mt-3">
        <HiddenNote reason={page.summary.hiddenReason} language={language} />
      </div>
    ) : (
      <>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={t.responses} value={String(page.summary.responses ?? 0)} />
        </div>
        <ul className="mt-4 space-y-3">
          {page.summary.questions.map((q) => (
            <li key={q.questionId} className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid">
              <p className="font-medium text-slate-900" dir="auto">
                {q.questionText}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t.answered(q.answered)}
                {q.mean !== null ? ` · ${t.average} ${q.mean}` : ''}
                {q.npsScore !== null ? ` · ${t.nps} ${q.npsScore}` : ''}
              </p>
              {q.options ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {q.options.map((option) => (
                    <li key={option.label} className="flex justify-between gap-3">
                      <span dir="auto">{option.label}</span>
                      <span className="tabular-nums">{option.count}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </>
    )}
  </section>
);

const Segments = ({ page, t, language }: Props) => {
  const questionText = new Map(page.summary.questions.map((q) => [q.questionId, q.questionText]));
  return (
    <section aria-labelledby="client-segments" className="client-section">
      <h2 id="client-segments" className="text-xl font-bold text-slate-900">
        {t.segments}
      </h2>
      {page.segments.map((split) => (
        <div key={split.key} className="mt-3">
          <h3 className="font-semibold text-slate-800" dir="auto">
            {split.label}
          </h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {split.groups.map((group) => (
              <li
                key={group.label}
                className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid"
                data-testid="client-group"
              >
                <p className="font-medium text-slate-900" dir="auto">
                  {group.label}
                  {group.n !== null ? <span className="ms-2 text-sm text-slate-500">{t.people(group.n)}</span> : null}
                </p>
                {group.hiddenReason ? (
                  <div className="mt-1">
                    <HiddenNote reason={group.hiddenReason} language={language} />
                  </div>
                ) : (
                  <ul className="mt-1 space-y-1 text-sm text-slate-700">
                    {(group.questions ?? []).map((figure) => (
                      <li key={figure.questionId}>
                        <span dir="auto">{questionText.get(figure.questionId) ?? ''}</span>
                        {figure.mean !== null ? `: ${t.average} ${figure.mean}` : ''}
                        {figure.npsScore !== null ? ` · ${t.nps} ${figure.npsScore}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
};

const FreeText = ({ page, t }: Props) => (
  <section aria-labelledby="client-free-text" className="client-section">
    <h2 id="client-free-text" className="text-xl font-bold text-slate-900">
      {t.freeText}
    </h2>
    <p className="mt-1 text-sm text-slate-600">{t.freeTextNote}</p>
    {(page.freeTextAnswers ?? []).map((question) => (
      <div key={question.questionId} className="mt-3">
        <h3 className="font-semibold text-slate-800" dir="auto">
          {question.questionText}
        </h3>
        <ul className="mt-2 space-y-2">
          {question.answers.map((text, i) => (
            <li key={i} dir="auto" className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700 break-inside-avoid">
              {text}
            </li>
          ))}
        </ul>
      </div>
    ))}
  </section>
);

const Report = ({ page, t, language }: Props) => (
  <section aria-labelledby="client-report" className="client-section">
    <h2 id="client-report" className="text-xl font-bold text-slate-900">
      {t.report}
    </h2>
    {page.report ? (
      <>
        <h3 className="mt-3 font-semibold text-slate-800">{t.themes}</h3>
        <ul className="mt-2 space-y-3">
          {page.report.themes.map((theme) => (
            <li key={theme.name} className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid">
              <p className="font-semibold text-slate-900" dir="auto">
                {theme.name}
              </p>
              {theme.responseCount !== null ? (
                <p className="text-sm text-slate-500">{t.raisedBy(theme.responseCount)}</p>
              ) : null}
              {theme.hiddenReason ? <HiddenNote reason={theme.hiddenReason} language={language} /> : null}
              {theme.summary ? (
                <p className="mt-1 text-slate-700" dir="auto">
                  {theme.summary}
                </p>
              ) : null}
              {theme.quotes.map((quote, i) => (
                <blockquote
                  key={i}
                  dir="auto"
                  className="mt-2 border-s-4 border-emerald-300 ps-3 text-slate-700 italic"
                >
                  {quote}
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
        {page.report.opportunities.length > 0 ? (
          <>
            <h3 className="mt-5 font-semibold text-slate-800">{t.opportunities}</h3>
            <ul className="mt-2 space-y-3">
              {page.report.opportunities.map((o) => (
                <li key={o.title} className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid">
                  <p className="font-semibold text-slate-900" dir="auto">
                    {o.title}
                  </p>
                  <p className="mt-1 text-slate-700" dir="auto">
                    {o.description}
                  </p>
                  {o.hoursSavedPerWeek !== null ? (
                    <p className="mt-1 text-sm text-slate-500">{t.hoursSaved(o.hoursSavedPerWeek)}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    ) : (
      <p className="mt-2 text-slate-600">{t.noReport}</p>
    )}
  </section>
);

/** The results a client reads: summary, groups, their words (when shared), findings and proposal. */
export const ClientResults = (props: Props) => (
  <div className="space-y-10">
    <Summary {...props} />
    {props.page.coverage ? (
      <ClientCoverage coverage={props.page.coverage} t={props.t} language={props.language} />
    ) : null}
    {props.page.segments.length > 0 ? <Segments {...props} /> : null}
    {props.page.freeTextAnswers && props.page.freeTextAnswers.length > 0 ? <FreeText {...props} /> : null}
    <Report {...props} />
    {props.page.proposal ? (
      <ClientProposal document={props.page.proposal} t={props.t} />
    ) : (
      <section className="client-section">
        <h2 className="text-xl font-bold text-slate-900">{props.t.proposal}</h2>
        <p className="mt-2 text-slate-600">{props.t.noProposal}</p>
      </section>
    )}
  </div>
);
