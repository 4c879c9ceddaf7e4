// Simplified Chinese texts of the result's correction tools.
import type { Catalog } from '../../catalog.ts';

export const correct: Catalog['correct'] = {
  open: '修正结果',
  close: '完成修正',
  heading: '修正结果',
  hint: '选择一个工具，然后点按结果或旁边的照片。方向键移动标记；按 Enter 在该处使用工具。',
  toolLegend: '工具',
  tools: {
    ink: '这是墨迹',
    notInk: '这不是墨迹',
    erase: '擦除',
    restore: '恢复',
  },
  brushSize: '画笔大小',
  zoomLegend: '缩放',
  undo: '撤销',
  redo: '重做',
  startOver: '全部重来',
  resultView: '结果：在此使用工具',
  photoView: '原始照片：点按一笔以选取其墨色',
  resultCaption: '结果',
  photoCaption: '照片',
  inkLevel: {
    label: '更多墨迹 / 更少墨迹',
    less: '更少墨迹',
    more: '更多墨迹',
    reset: '重置',
    resetLabel: '重置墨迹量',
    valueText: (level: number) =>
      level === 0 ? '按清理器的选择' : level > 0 ? `更多墨迹（+${level}）` : `更少墨迹（${level}）`,
  },
  said: {
    ink: '已按所选墨色重新清理。',
    inkMore: (count: number) => `已按所选的 ${count} 种墨色重新清理。`,
    notInk: '已移除。',
    erase: '已擦除。',
    restore: '已恢复。',
    nothing: '没有变化：那里没有墨迹。',
    undone: '已撤销。',
    redone: '已重做。',
    startedOver: '已移除所有修正。',
    level: '墨迹量已更改。',
    penDown: '画笔已落下：方向键绘制，按 Enter 抬起。',
    penUp: '画笔已抬起。',
  },
};
