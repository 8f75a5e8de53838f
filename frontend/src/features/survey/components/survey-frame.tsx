import type { ReactNode } from 'react';
import { useEmbed } from '../embed/embed-context';
import { useDocumentLanguage } from '../hooks/use-document-language';
import { languageAttributes, type SurveyLanguage } from '../logic/survey-language';

type SurveyFrameProps = {
  language: SurveyLanguage;
  header?: ReactNode;
  children: ReactNode;
};

/**
 * The calm, chrome-free page every survey screen sits in, in the respondent's language and direction
 * (lang="ur" also brings the Urdu font and line height, styles/urdu.css).
 */
export const SurveyFrame = ({ language, header, children }: SurveyFrameProps) => {
  useDocumentLanguage(language);
  // In another site's frame the page is as tall as its content (the frame follows it), never the viewport.
  const { embedded } = useEmbed();
  return (
    <div
      {...languageAttributes(language)}
      data-testid="survey-frame"
      className={`flex ${embedded ? '' : 'min-h-dvh'} flex-col bg-gradient-to-b from-emerald-50/70 via-white to-white text-slate-900`}
    >
      {header ? <header className="mx-auto w-full max-w-3xl px-4 pt-5 sm:px-6 sm:pt-8">{header}</header> : null}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 pb-12 pt-6 focus:outline-none sm:px-6 sm:pt-10"
      >
        {children}
      </main>
    </div>
  );
};
