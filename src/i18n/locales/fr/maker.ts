// Texts of Draw and Type (fr).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const maker: Catalog['maker'] = {
  drawTitle: 'Dessinez votre signature',
  typeTitle: 'Tapez votre signature',
};
