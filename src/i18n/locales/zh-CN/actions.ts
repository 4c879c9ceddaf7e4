// Texts of Save PNG, Save SVG, Copy and Share (zh-CN).
import type { Catalog } from '../../catalog.ts';

export const actions: Catalog['actions'] = {
  savePng: '保存 PNG',
  saveSvg: '保存 SVG',
  tracing: '正在矢量化…',
  copy: '复制',
  share: '分享',
  shareTitle: '签名',
  announce: {
    savedPng: '已保存 signature.png。',
    savedSvg: '已保存 signature.svg。',
    copied: '签名已复制到剪贴板，可粘贴到文档中。',
    shared: '签名已分享。',
  },
  errors: {
    copyUnsupported: '此浏览器不允许网页将图片放入剪贴板。请改用“保存 PNG”，然后插入该文件。',
    copyRefused:
      '浏览器拒绝了复制操作（可能需要先聚焦页面，或此网站的剪贴板访问已被阻止）。请重试，或使用“保存 PNG”。',
    copyFailed: '复制失败。请重试，或使用“保存 PNG”。',
    svgFailed: '无法生成 SVG。请重试，或使用“保存 PNG”。',
    shareFailed: '分享失败。请改用“保存 PNG”。',
  },
};
