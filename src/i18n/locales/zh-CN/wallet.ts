// Texts of My signatures (zh-CN).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: '我的签名',
};
