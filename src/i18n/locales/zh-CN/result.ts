// Simplified Chinese texts of the result's options, preview and ways out.
import type { Catalog } from '../../catalog.ts';

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
};
