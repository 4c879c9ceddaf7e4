// /privacy: the two sections of the policy.
import { PageMeta } from '../../components/page-meta.tsx';
import { usePrivacyMessages } from './messages.ts';

export function PrivacyPage() {
  const m = usePrivacyMessages();
  return (
    <article className="page prose">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      {m.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
