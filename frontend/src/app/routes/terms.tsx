import { termsOfService } from '@/content/terms';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function TermsPage() {
  useDocumentTitle(termsOfService.title);
  return <LegalDocumentView document={termsOfService} />;
}
