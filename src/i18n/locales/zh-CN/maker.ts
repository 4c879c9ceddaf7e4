// Texts of Draw and Type (zh-CN).
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const maker: Catalog['maker'] = {
  drawTitle: '手写您的签名',
  typeTitle: '输入您的签名',
};
