// / (Capture): the capture tool, My signatures and the local-processing note.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { paths } from '../../config/paths.ts';
import { CaptureTool } from './capture-tool.tsx';
import { MakerLauncher } from '../../components/maker/maker-launcher.tsx';
import { useCaptureMessages } from './messages.ts';
import './capture.css';

// My signatures loads after the page (never part of its first load): it reads IndexedDB.
const WalletSection = lazy(() => import('../../components/wallet/wallet-section.tsx'));

export function CapturePage() {
  const m = useCaptureMessages();
  const lp = m.localProcessing;
  // Not pre-rendered: the section is empty until it has read this browser's storage.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="page capture-page">
      <PageMeta title={m.title} description={m.description} />
      <h1>{m.heading}</h1>
      <CaptureTool />
      <MakerLauncher />
      {hydrated && (
        <Suspense fallback={null}>
          <WalletSection />
        </Suspense>
      )}
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
