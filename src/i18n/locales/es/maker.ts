// Texts of Draw and Type (es).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const maker: Catalog['maker'] = {
  drawTitle: 'Dibuje su firma',
  typeTitle: 'Escriba su firma',
};
