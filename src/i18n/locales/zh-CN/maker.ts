// Texts of Draw and Type (zh-CN).
import type { Catalog } from '../../catalog.ts';

export const maker: Catalog['maker'] = {
  launcher: {
    noPaper: '手边没有纸？',
    draw: '手写签名',
    type: '输入签名',
    opening: '正在打开…',
    loadFailed: '无法加载 InkLift 的这一部分。请检查网络连接后重试。',
  },
  drawTitle: '手写您的签名',
  typeTitle: '输入您的签名',
  close: '关闭',
  draw: {
    padLabel: '书写区域',
    strokes: (count: number) => (count === 0 ? '尚未书写' : `${count} 笔`),
    padHint: '在此签名',
    undo: '撤销',
    clear: '清除',
    keyboardNote: '书写需要使用手指、触控笔或鼠标。使用键盘或开关设备时，请改为输入您的姓名。',
    typeInstead: '改为输入',
    announce: {
      undone: '已撤销一笔。',
      cleared: '已清除书写内容。',
    },
  },
  type: {
    nameLabel: '您的姓名',
    fontLegend: '手写字体',
    sample: 'Zhang Wei',
    fontsLoading: '正在加载手写字体…',
    fontsFailed: '无法加载手写字体，因此使用系统字体。请在联网后重试。',
    systemFontNote: '这些手写字体仅包含拉丁字母：其他字符（如中文）将以系统字体显示。',
    drawInstead: '改为手写',
  },
  output: {
    heading: '您的签名',
    previewAlt: '将要保存的签名',
    empty: {
      draw: '书写后，您的签名将显示在这里。',
      type: '输入姓名后，您的签名将显示在这里。',
    },
    failed: '无法生成签名。请更改任一设置后重试。',
    trim: '裁剪至墨迹边缘',
    colourLegend: '墨迹颜色',
    colours: { black: '黑色', blue: '蓝色' },
    thickness: {
      label: '笔画粗细',
      thinner: '更细',
      thicker: '更粗',
      valueText: (percent: number) => (percent === 100 ? '常规宽度' : `常规宽度的 ${percent}%`),
    },
    signPdf: '签署 PDF',
  },
};
