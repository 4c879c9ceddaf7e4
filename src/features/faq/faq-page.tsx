// /faq: five questions and answers, as a description list.
import { PageMeta } from '../../components/page-meta.tsx';
import { useFaqMessages } from './messages.ts';

export function FaqPage() {
  const m = useFaqMessages();
  return (
    <article className="page prose">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      <dl className="faq-list">
        {m.items.map((item) => (
          <div key={item.question} className="faq-item">
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
