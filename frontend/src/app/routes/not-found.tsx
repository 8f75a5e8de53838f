import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-4 pb-16 pt-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink href={paths.home.href()} className="mt-8">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to home
      </ButtonLink>
    </section>
  );
}
