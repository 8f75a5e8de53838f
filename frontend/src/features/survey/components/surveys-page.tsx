import { useCallback } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSurveysUnlocked } from '../hooks/use-surveys-unlocked';
import { SurveyList } from './survey-list';
import { SurveysGate } from './surveys-gate';

/** /surveys: the password gate, then the list of active surveys. */
export const SurveysPage = () => {
  const [unlocked, setUnlocked] = useSurveysUnlocked();
  useDocumentTitle(unlocked ? 'Available Surveys' : 'Access Protected');
  const lock = useCallback(() => setUnlocked(false), [setUnlocked]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-emerald-50/70 via-white to-white">
      <header className="mx-auto w-full max-w-5xl px-4 pt-5 sm:px-6 sm:pt-8">
        <Link href={paths.home.href()} className="inline-flex rounded-lg">
          <Logo />
          <span className="sr-only">: home</span>
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 pb-16 pt-10 focus:outline-none sm:px-6 sm:pt-16"
      >
        {unlocked ? <SurveyList onLocked={lock} /> : <SurveysGate onUnlocked={() => setUnlocked(true)} />}
      </main>
    </div>
  );
};
