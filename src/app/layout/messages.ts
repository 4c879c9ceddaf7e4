// User-visible texts of the shared layout (English); translations are in src/i18n/locales/.
import { useMessages } from '../../i18n/use-messages.ts';
import type { PathName } from '../../config/paths.ts';
import type { DonationId } from '../../config/donations.ts';
import { PRODUCT_NAME } from '../../config/product.ts';

export const layoutMessages = {
  productTitle: PRODUCT_NAME,
  homeLinkLabel: `${PRODUCT_NAME} — home`,
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  support: 'Support InkLift',
  /** The donation buttons' labels: each image's alt text, and the link's text if it cannot load. */
  donations: { buymeacoffee: 'Buy me a coffee', kofi: 'Support InkLift on Ko-fi' } satisfies Record<
    DonationId,
    string
  >,
  /** The language switcher's label. */
  language: 'Language',
  footerNote: 'Free, private and local: your signature never leaves this device.',
  nav: {
    capture: 'Capture',
    sign: 'Sign PDF',
    instructions: 'Instructions',
    faq: 'FAQ',
    about: 'About',
    privacy: 'Privacy Policy',
  } satisfies Record<PathName, string>,
};

/** The texts above in the language in use. */
export const useLayoutMessages = () => useMessages('layout', layoutMessages);
