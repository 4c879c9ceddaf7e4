// Simplified Chinese texts of the result's options, preview and ways out.
import type { Catalog } from '../../../app/i18n/catalog.ts';

export const result: Catalog['result'] = {
  signPdf: '签署 PDF',
  options: {
    trim: '裁剪至签名边缘',
    colourLegend: '墨迹颜色',
    colours: { original: '原色', black: '黑色', blue: '蓝色' },
  },
  fineTune: {
    label: '笔画粗细',
    lighter: '更细',
    bolder: '更粗',
    reset: '重置',
    resetLabel: '重置笔画粗细',
    valueText: (percent: number) => (percent === 100 ? '按检测结果' : `检测宽度的 ${percent}%`),
    announce: (percent: number) => `笔画粗细：${result.fineTune.valueText(percent)}。`,
  },
  preview: {
    backgroundLegend: '背景',
    backgrounds: {
      checker: '透明',
      white: '白纸',
      dark: '深色',
    },
    zoomLegend: '缩放',
    zooms: { fit: '适应', actual: '1:1' },
    actualSizeRegion: '签名实际大小；滚动可查看全部内容',
    busy: '正在更新…',
  },
  actions: {
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
  },
};
