// / (Capture): the capture tool and the local-processing note.
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { paths } from '../../config/paths.ts';
import { CaptureTool } from './capture-tool.tsx';
import { useCaptureMessages } from './messages.ts';
import './capture.css';

export function CapturePage() {
  const m = useCaptureMessages();
  const lp = m.localProcessing;
  return (
    <section className="page capture-page">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      <CaptureTool />
      <p className="local-note">
        {lp.before}
        <Link to={paths.privacy}>{lp.privacyLink}</Link>
        {lp.between}
        <Link to={paths.about}>{lp.aboutLink}</Link>
        {lp.after}
      </p>
    </section>
  );
}
