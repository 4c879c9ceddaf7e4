// French texts of the shared layout, the error page and the update notice.
import type { Catalog } from '../../catalog.ts';
import { PRODUCT_NAME } from '../../../config/product.ts';

export const layout: Catalog['layout'] = {
  productTitle: PRODUCT_NAME,
  homeLinkLabel: `${PRODUCT_NAME} — accueil`,
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Principale',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  support: 'Soutenir InkLift',
  donations: { buymeacoffee: 'Offrez-moi un café', kofi: 'Soutenir InkLift sur Ko-fi' },
  language: 'Langue',
  footerNote:
    'Gratuit, confidentiel et local\u202F: votre signature ne quitte jamais cet appareil.',
  nav: {
    capture: 'Capture',
    sign: 'Signer un PDF',
    instructions: 'Mode d’emploi',
    faq: 'FAQ',
    about: 'À propos',
    privacy: 'Confidentialité',
  },
};

export const error: Catalog['error'] = {
  heading: 'Erreur inattendue de l’application\u202F!',
  pageTitle: 'Erreur',
  description: 'Un problème est survenu lors de l’affichage de cette page.',
  backHome: 'Aller à la page Capture',
  unknownError: 'Erreur inconnue',
};

export const update: Catalog['update'] = {
  regionLabel: 'Mise à jour de l’application',
  available: 'Mise à jour disponible',
  detail: 'Recharger efface une signature non enregistrée.',
  reload: 'Recharger',
  later: 'Plus tard',
};
