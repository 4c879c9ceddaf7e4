// The header of every screen: the product title (a link home) and the navigation,
// which collapses into the Menu button at the phone breakpoint (see styles.css), and the
// language switcher.
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LanguageSelect } from './language-select.tsx';
import { useLayoutMessages } from './messages.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';

export function SiteHeader() {
  const m = useLayoutMessages();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.capture} className="brand">
          <svg aria-hidden="true" width="26" height="26" viewBox="0 0 32 32" className="brand-mark">
            <path
              d="M4 22c4-9 7-13 9-12s-3 10 0 10 5-9 8-8-1 7 1 7 4-3 6-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {m.productTitle}
        </Link>
        <nav className="desktop-nav" aria-label={m.mainNavigation}>
          <NavLinks />
        </nav>
        <LanguageSelect id="language" />
        <div className="mobile-nav">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
