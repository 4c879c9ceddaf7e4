// Texts of My signatures (fr).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Mes signatures',
};
