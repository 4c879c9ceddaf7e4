// The shared layout of every screen: skip link, header, the page, and a footer with the
// donation buttons. After a client-side navigation focus moves to the new page's content,
// so keyboard and screen-reader users land on it.
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { DonationButtons } from '../../components/donation-buttons.tsx';
import { useLayoutMessages } from './messages.ts';
import { SiteHeader } from './site-header.tsx';

export function RootLayout({ children }: { children?: ReactNode }) {
  const m = useLayoutMessages();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // Marks the page interactive (hydrated): before this, clicks on pre-rendered HTML do nothing.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#content">
        {m.skipToContent}
      </a>
      <SiteHeader />
      <main id="content" ref={mainRef} tabIndex={-1} className="content">
        {children === undefined ? <Outlet /> : children}
      </main>
      <footer className="site-footer">
        <p>{m.footerNote}</p>
        <DonationButtons label={m.support} labels={m.donations} />
      </footer>
      <ScrollRestoration />
    </div>
  );
}
