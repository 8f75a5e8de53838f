import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import '@/styles/urdu.css';
import { unsubscribe, unsubscribeStaff } from '../api/unsubscribe';
import { mailLanguageOf, UNSUBSCRIBE_TEXTS } from '../content/unsubscribe-texts';

type Phase = 'asking' | 'busy' | 'done' | 'invalid' | 'failed';

/**
 * /unsubscribe?survey&address&token&lang (a notification) or ?link&token&lang (a person's invitation or
 * reminder): the page an e-mail's unsubscribe link opens. Opening it
 * changes nothing (a mail scanner fetches links, it never presses buttons); the button POSTs the link.
 * English or Urdu (right to left), switchable.
 */
export default function UnsubscribePage() {
  const [search, setSearch] = useSearchParams();
  const language = mailLanguageOf(search.get('lang'));
  const t = UNSUBSCRIBE_TEXTS[language];
  const link = {
    survey: search.get('survey') ?? '',
    address: search.get('address') ?? '',
    token: search.get('token') ?? '',
  };
  const staff = { link: search.get('link') ?? '', token: link.token };
  const isStaff = staff.link !== '';
  const complete = link.token !== '' && (isStaff || (link.survey !== '' && link.address !== ''));
  const [phase, setPhase] = useState<Phase>(complete ? 'asking' : 'invalid');
  useDocumentTitle(t.title);

  const onUnsubscribe = async () => {
    setPhase('busy');
    try {
      await (isStaff ? unsubscribeStaff(staff) : unsubscribe(link));
      setPhase('done');
    } catch (error) {
      setPhase(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
    }
  };

  const switchLanguage = () =>
    setSearch((params) => {
      params.set('lang', language === 'ur' ? 'en' : 'ur');
      return params;
    });

  const message =
    phase === 'done'
      ? isStaff
        ? t.staffDone
        : t.done
      : phase === 'invalid'
        ? t.invalid
        : phase === 'failed'
          ? t.failed
          : null;
  return (
    <div
      lang={language}
      dir={language === 'ur' ? 'rtl' : 'ltr'}
      className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-emerald-50/70 via-white to-white px-4 py-10 text-slate-900"
    >
      <header className="flex w-full max-w-lg items-center justify-between gap-4">
        <Logo />
        <button
          type="button"
          onClick={switchLanguage}
          lang={language === 'ur' ? 'en' : 'ur'}
          className="rounded-md px-2 py-1 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {t.other}
        </button>
      </header>
      <main
        id="main"
        className="mt-10 w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        {complete && phase !== 'done' && phase !== 'invalid' ? (
          <>
            {isStaff ? (
              <p className="mt-4 text-lg text-slate-700">{t.staffQuestion}</p>
            ) : (
              <p className="mt-4 text-lg text-slate-700">
                {t.question}{' '}
                <bdi dir="ltr" className="font-semibold text-slate-900">
                  {link.address}
                </bdi>
                {t.questionEnd}
              </p>
            )}
            <Button className="mt-6" onClick={() => void onUnsubscribe()} disabled={phase === 'busy'}>
              {phase === 'busy' ? t.busy : t.button}
            </Button>
          </>
        ) : null}
        <p role="status" aria-live="polite" className={message ? 'mt-6 text-lg text-slate-800' : 'sr-only'}>
          {message}
        </p>
      </main>
    </div>
  );
}
