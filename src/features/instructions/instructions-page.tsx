// /instructions: the five-step guide and the quick tips.
import { PageMeta } from '../../components/page-meta.tsx';
import { useInstructionsMessages } from './messages.ts';

export function InstructionsPage() {
  const m = useInstructionsMessages();
  return (
    <article className="page prose">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      <h2>{m.stepsHeading}</h2>
      <ol className="steps">
        {m.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}.</strong> {step.text}
          </li>
        ))}
      </ol>
      <h2>{m.tipsHeading}</h2>
      <ul className="tips">
        {m.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </article>
  );
}
