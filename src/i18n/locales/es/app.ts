// Spanish texts of the shared layout, the error page and the update notice.
import type { Catalog } from '../../catalog.ts';
import { PRODUCT_NAME } from '../../../config/product.ts';

export const layout: Catalog['layout'] = {
  productTitle: PRODUCT_NAME,
  homeLinkLabel: `${PRODUCT_NAME} — inicio`,
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Principal',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  menuTitle: 'Menú',
  support: 'Apoya a InkLift',
  donations: { buymeacoffee: 'Invítame a un café', kofi: 'Apoya a InkLift en Ko-fi' },
  language: 'Idioma',
  footerNote: 'Gratis, privado y local: tu firma nunca sale de este dispositivo.',
  nav: {
    capture: 'Captura',
    sign: 'Firmar PDF',
    instructions: 'Instrucciones',
    faq: 'Preguntas frecuentes',
    about: 'Acerca de',
    privacy: 'Privacidad',
  },
};

export const error: Catalog['error'] = {
  heading: '¡Error inesperado de la aplicación!',
  pageTitle: 'Error',
  description: 'Algo ha fallado al mostrar esta página.',
  backHome: 'Ir a la página Captura',
  unknownError: 'Error desconocido',
};

export const update: Catalog['update'] = {
  regionLabel: 'Actualización de la aplicación',
  available: 'Actualización disponible',
  detail: 'Al recargar se pierde la firma que no hayas guardado.',
  reload: 'Recargar',
  later: 'Ahora no',
};
