import { LegalDocument } from '../components/LegalDocument.tsx';
import { PRIVACY_SECTIONS } from '../content/privacy.ts';

export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
