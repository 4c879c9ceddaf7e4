// Texts of Draw and Type (de).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const maker: Catalog['maker'] = {
  drawTitle: 'Unterschrift zeichnen',
  typeTitle: 'Unterschrift tippen',
};
