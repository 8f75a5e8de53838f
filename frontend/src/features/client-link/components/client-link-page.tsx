import { Lock, Printer } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import '@/styles/urdu.css';
import { useClientPage } from '../api/get-client-page';
import { CLIENT_PAGE_TEXTS, type ClientLanguage, type ClientPageTexts } from '../content/client-page-texts';
import { closedStateOf, type ClosedState } from '../lib/client-page-state';
import { ClientResults } from './client-results';
import './client-page.css';

/** A page for one reader: never indexed (the server also sends X-Robots-Tag on the HTML and the API). */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

const passcodeKey = (token: string) => `seedline:client-passcode:${token}`;

/** The passcode typed in this tab, so a reload does not ask again (never kept beyond the tab). */
function usePasscode(token: string): [string | null, (passcode: string) => void] {
  const [passcode, setPasscode] = useState<string | null>(() => {
    try {
      return window.sessionStorage.getItem(passcodeKey(token));
    } catch {
      return null;
    }
  });
  const remember = (value: string) => {
    setPasscode(value);
    try {
      window.sessionStorage.setItem(passcodeKey(token), value);
    } catch {
      // Storage refused: the passcode lasts for this page.
    }
  };
  return [passcode, remember];
}

const Frame = ({
  language,
  t,
  onSwitch,
  header,
  children,
}: {
  language: ClientLanguage;
  t: ClientPageTexts;
  onSwitch: () => void;
  header?: ReactNode;
  children: ReactNode;
}) => (
  <div
    lang={language}
    dir={language === 'ur' ? 'rtl' : 'ltr'}
    className="client-page min-h-dvh bg-slate-50 text-slate-900"
  >
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-8 sm:py-10">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">{header}</div>
        <div className="flex shrink-0 gap-2 print:hidden">
          <button
            type="button"
            onClick={onSwitch}
            lang={language === 'ur' ? 'en' : 'ur'}
            className="rounded-md px-2 py-1 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            {t.otherLanguage}
          </button>
        </div>
      </div>
      <main id="main" className="mt-6">
        {children}
      </main>
    </div>
  </div>
);

const ClosedPage = ({
  state,
  t,
  onPasscode,
}: {
  state: ClosedState;
  t: ClientPageTexts;
  onPasscode: (p: string) => void;
}) => {
  const [value, setValue] = useState('');
  if (state.kind === 'passcode' || state.kind === 'too-many') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (value.trim()) onPasscode(value.trim());
    };
    return (
      <form onSubmit={submit} className="mx-auto max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-xl font-bold">
          <Lock className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t.passcodeTitle}
        </h1>
        <p className="mt-2 text-slate-600">{t.passcodeLead}</p>
        <Label htmlFor="client-passcode" className="mt-4 block">
          {t.passcodeLabel}
        </Label>
        <Input
          id="client-passcode"
          type="password"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="mt-1"
          dir="ltr"
        />
        {state.kind === 'too-many' || state.wrong ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {state.kind === 'too-many' ? t.tooMany : t.wrongPasscode}
          </p>
        ) : null}
        <Button type="submit" className="mt-4 w-full">
          {t.passcodeButton}
        </Button>
      </form>
    );
  }
  const [title, lead] =
    state.kind === 'revoked'
      ? [t.revoked, t.closedLead]
      : state.kind === 'expired'
        ? [t.expired, t.closedLead]
        : state.kind === 'not-found'
          ? [t.notFound, t.notFoundLead]
          : [t.failed, ''];
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-2xl font-bold" data-testid="client-link-closed">
        {title}
      </h1>
      {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
    </div>
  );
};

/**
 * /client/:token: what a consultant shared with their client, read-only and without the admin's chrome:
 * the consultancy's and the client's names, the summary, the groups within the anonymity floor, the
 * findings and the proposal. English or Urdu (right to left), from a phone to print.
 */
export default function ClientLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [search, setSearch] = useSearchParams();
  const [passcode, setPasscode] = usePasscode(token);
  const { data: page, error, isLoading } = useClientPage(token, passcode);
  const chosen = search.get('lang');
  const language: ClientLanguage = chosen === 'ur' || chosen === 'en' ? chosen : (page?.language ?? 'en');
  const t = CLIENT_PAGE_TEXTS[language];
  useNoIndex();
  useDocumentTitle(page ? `${page.surveyTitle}: ${page.clientName}` : t.summary);
  const switchLanguage = () =>
    setSearch(
      (params) => {
        params.set('lang', language === 'ur' ? 'en' : 'ur');
        return params;
      },
      { replace: true },
    );

  if (error || (!page && !isLoading)) {
    const state = closedStateOf(error instanceof ApiError ? error : { status: 0, detail: null }, passcode !== null);
    return (
      <Frame language={language} t={t} onSwitch={switchLanguage}>
        <ClosedPage state={state} t={t} onPasscode={setPasscode} />
      </Frame>
    );
  }
  if (!page) {
    return (
      <Frame language={language} t={t} onSwitch={switchLanguage}>
        <div className="flex justify-center py-20">
          <Spinner label={t.loading} />
        </div>
      </Frame>
    );
  }
  const header = (
    <header>
      <p className="text-sm font-medium text-emerald-800">
        {t.preparedBy} <span dir="auto">{page.consultancyName}</span> {t.preparedFor}{' '}
        <span dir="auto" data-testid="client-name">
          {page.clientName}
        </span>
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl" dir="auto">
        {page.surveyTitle}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t.anonymityNote(page.minGroupSize)}</p>
    </header>
  );
  return (
    <Frame language={language} t={t} onSwitch={switchLanguage} header={header}>
      <div className="mb-6 flex justify-end print:hidden">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t.print}
        </Button>
      </div>
      <ClientResults page={page} t={t} language={language} />
    </Frame>
  );
}
