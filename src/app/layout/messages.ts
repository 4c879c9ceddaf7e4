// User-visible texts of the shared layout (English). Other languages will add sibling modules.
import type { PathName } from '../../config/paths.ts';
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
