// Texts of My signatures (es).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Mis firmas',
};
