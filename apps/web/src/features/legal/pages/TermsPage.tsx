import { LegalDocument } from '../components/LegalDocument.tsx';
import { TERMS_SECTIONS } from '../content/terms.ts';

export default function TermsPage() {
  return <LegalDocument title="Terms of Service" sections={TERMS_SECTIONS} />;
}
