// /sign: place the signature on a PDF and save the signed copy, all in the browser.
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { paths } from '../../config/paths.ts';
import { useSignMessages } from './messages.ts';
import { SignTool } from './sign-tool.tsx';
import './sign.css';

export function SignPage() {
  const m = useSignMessages();
  return (
    <section className="page sign-page">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      <p className="sign-intro">
        {m.intro}
        <Link to={paths.capture}>{m.introCapture}</Link>
        {m.introAfter}
      </p>
      <SignTool />
    </section>
  );
}
