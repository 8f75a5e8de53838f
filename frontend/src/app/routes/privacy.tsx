import { privacyPolicy } from '@/content/privacy';
import { LegalDocumentView } from '@/features/marketing/components/legal-document-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function PrivacyPage() {
  useDocumentTitle(privacyPolicy.title);
  return <LegalDocumentView document={privacyPolicy} />;
}
