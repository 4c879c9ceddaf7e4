// Texts of My signatures (de).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: 'Meine Unterschriften',
};
