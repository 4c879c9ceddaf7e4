// German texts of the shared layout, the error page and the update notice.
import { PRODUCT_NAME } from '../../../config/product.ts';
import type { Catalog } from '../../catalog.ts';

export const layout: Catalog['layout'] = {
  productTitle: PRODUCT_NAME,
  homeLinkLabel: `${PRODUCT_NAME} – Startseite`,
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  menu: 'Menü',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  support: 'InkLift unterstützen',
  donations: {
    buymeacoffee: 'Spendieren Sie mir einen Kaffee',
    kofi: 'InkLift auf Ko-fi unterstützen',
  },
  language: 'Sprache',
  footerNote: 'Kostenlos, privat und lokal: Ihre Unterschrift verlässt nie dieses Gerät.',
  nav: {
    capture: 'Aufnehmen',
    sign: 'PDF unterschreiben',
    instructions: 'Anleitung',
    faq: 'FAQ',
    about: 'Info',
    privacy: 'Datenschutz',
  },
};

export const error: Catalog['error'] = {
  heading: 'Unerwarteter Anwendungsfehler!',
  pageTitle: 'Fehler',
  description: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten.',
  backHome: 'Zur Seite „Aufnehmen“',
  unknownError: 'Unbekannter Fehler',
};

export const update: Catalog['update'] = {
  regionLabel: 'App-Update',
  available: 'Update verfügbar',
  detail: 'Beim Neuladen geht eine nicht gespeicherte Unterschrift verloren.',
  reload: 'Neu laden',
  later: 'Später',
};
