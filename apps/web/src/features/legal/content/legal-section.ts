export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}
