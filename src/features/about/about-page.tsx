// /about: what InkLift is, the no-account / no-server claim, and two testimonials.
import { PageMeta } from '../../components/page-meta.tsx';
import { useAboutMessages } from './messages.ts';

export function AboutPage() {
  const m = useAboutMessages();
  return (
    <article className="page prose">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      {m.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{m.useCasesHeading}</h2>
      <div className="testimonials">
        {m.testimonials.map((t) => (
          <figure key={t.author} className="testimonial">
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>— {t.author}</figcaption>
          </figure>
        ))}
      </div>
      <h2>{m.creditsHeading}</h2>
      <p>
        {m.fonts}
        <a href="/licenses/fonts.txt">{m.fontsLicence}</a>
      </p>
    </article>
  );
}
