// The narrow-screen menu: a Menu button that opens a right-side panel in a modal <dialog>.
// The dialog gives focus containment, Escape and an inert page for free; we add backdrop
// clicks, closing on navigation and focus back on the Menu button; styles.css stops the page
// behind it from scrolling while it is open.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSelect } from './language-select.tsx';
import { NavLinks } from './nav-links.tsx';
import { useLayoutMessages } from './messages.ts';

export function MobileMenu() {
  const m = useLayoutMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const close = useCallback(() => dialogRef.current?.close(), []);

  const openMenu = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
    closeRef.current?.focus();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Fires for Escape, the close button, a backdrop click and a link alike.
    const onClose = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openMenu}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        {m.menu}
      </button>
      <dialog
        ref={dialogRef}
        className="menu-panel"
        aria-label={m.menuTitle}
        onClick={(event) => {
          // A click on the dialog element itself (not its content) is a click on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="menu-panel-inner">
          <div className="menu-panel-head">
            <span className="menu-panel-title">{m.menuTitle}</span>
            <button ref={closeRef} type="button" className="icon-button" onClick={close}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">{m.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={m.mainNavigation}>
            <NavLinks onNavigate={close} />
          </nav>
          <div className="menu-language">
            <LanguageSelect id="language-menu" showLabel />
          </div>
        </div>
      </dialog>
    </>
  );
}
