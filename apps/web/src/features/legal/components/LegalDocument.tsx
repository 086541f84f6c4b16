import { DEFAULT_CONTACT_EMAIL } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { useToday } from '../../../lib/hooks/useToday.ts';
import { Link } from '../../../lib/router/index.ts';
import type { LegalSection } from '../content/legal-section.ts';
import '../legal.css';

interface Props {
  title: string;
  sections: readonly LegalSection[];
}

/** A legal page: title, last-updated date (today), numbered sections, contact address, Back to Home. */
export function LegalDocument({ title, sections }: Props) {
  const contactEmail = useAppConfig()?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
  const today = useToday();
  const last = sections.length - 1;
  return (
    <article className="page legal">
      <header className="legal__header">
        <p className="eyebrow">Warlords of Solana</p>
        <h1 className="page-title">{title}</h1>
        <p className="legal__updated">Last updated: {formatLongDate(today)}</p>
      </header>
      <ol className="legal__sections">
        {sections.map((section, index) => (
          <li key={section.title} className="legal__section">
            <h2>
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph, paragraphIndex) =>
              index === last && paragraphIndex === section.paragraphs.length - 1 ? (
                <p key={paragraph}>
                  {paragraph}{' '}
                  <a className="legal__email" href={`mailto:${contactEmail}`}>
                    {contactEmail}
                  </a>
                  .
                </p>
              ) : (
                <p key={paragraph}>{paragraph}</p>
              ),
            )}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <Link to="/" className="btn btn--primary">
        Back to Home
      </Link>
    </article>
  );
}
