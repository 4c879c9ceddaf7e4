// Simplified Chinese texts of My signatures.
import type { Catalog } from '../../catalog.ts';

export const wallet: Catalog['wallet'] = {
  heading: '我的签名',
  intro: '仅保存在此设备的此浏览器中：从不上传；您删除它们或清除本网站数据后即消失。',
  kinds: { signature: '签名', initials: '姓名缩写' },
  keep: {
    open: '保存到“我的签名”',
    legend: '保存为',
    name: '名称',
    confirm: '保存',
    cancel: '取消',
    working: '正在保存…',
    kept: (name: string) => `“${name}”已保存到此设备上的“我的签名”。`,
    see: '查看我的签名',
    persistent: '此浏览器已同意即使存储空间不足也保留“我的签名”。',
    bestEffort: '存储空间不足时，此浏览器可能会清除“我的签名”。请将它们导出到文件以保留副本。',
  },
  failures: {
    newer:
      '另一个标签页中打开的较新版本 InkLift 已更新“我的签名”。请重新加载此页面以在此使用它们。',
    refused:
      '此浏览器窗口不允许保存任何内容（无痕窗口，或本网站的存储被阻止）。本次访问中签名仍在此处：请改为将其保存为文件。',
    full: '此浏览器为本网站提供的存储空间已满。请删除不再需要的项目，或将此签名保存为文件：本次访问中它仍在此处。',
    failed: '浏览器无法保存它。本次访问中签名仍在此处：请将其保存为文件，或重试。',
    blocked: '另一个 InkLift 标签页仍在使用“我的签名”。请关闭其他 InkLift 标签页，然后重试。',
  },
  limitReached: (max: number) =>
    `“我的签名”已满：最多可保存 ${max} 项。请删除不再需要的项目后再保存此项；本次访问中它仍在此处。`,
  nameRefused: '无法使用此名称：其中含有改变文字方向的字符，或没有可见内容。请输入其他名称。',
  lost: (n: number) =>
    `“我的签名”此前在这里保存了 ${n} 项，现在为空：浏览器已清除本网站的存储。如果您曾将它们导出到文件，请选择“从文件导入”来找回它们。`,
  lostSeen: '关闭提示',
  exportSuggested: (n: number) =>
    `有 ${n} 项仅保存在此浏览器中。请将它们导出到文件，保留一份不会因磁盘已满或浏览器被清除而丢失的副本。`,
  listFailed: '无法在此浏览器窗口中读取“我的签名”（无痕窗口，或本网站的存储被阻止）。',
  empty:
    '还没有保存任何内容。制作一个签名——来自纸张、照片、手写或输入——然后选择“保存到‘我的签名’”。',
  count: (n: number) => `已保存 ${n} 项`,
  listLabel: '已保存的签名和姓名缩写',
  itemLabel: (name: string, kind: string) => `${name}（${kind}）`,
  thumbAlt: (name: string) => `已保存的签名“${name}”`,
  chosen: (name: string) => `已选择“${name}”。`,
  signPdf: '用它签署 PDF',
  rename: '重命名',
  renameLabel: (name: string) => `“${name}”的新名称`,
  saveName: '保存名称',
  renamed: (name: string) => `已重命名为“${name}”。`,
  remove: '删除',
  removeAsk: (name: string) => `要从此浏览器中删除“${name}”吗？`,
  removeYes: '删除',
  removeNo: '取消',
  removed: (name: string) => `已删除“${name}”。`,
  exportFile: '导出到文件',
  exported: (n: number) => `已将 ${n} 项导出到文件。`,
  importFile: '从文件导入',
  imported: (added: number, present: number) =>
    `已添加 ${added} 项${present > 0 ? `（${present} 项已存在）` : ''}。`,
  importFailures: {
    notWallet: '此文件不是 InkLift 签名文件。未做任何更改。',
    newer: '此文件由更新版本的 InkLift 创建。请重新加载页面以更新，然后再次导入。未做任何更改。',
    damaged: '此签名文件已损坏或不完整。未做任何更改。',
    tooLarge: '此文件太大，不可能是签名文件。未做任何更改。',
  },
  importPicture: (n: number) =>
    `此文件的第 ${n} 项不是可用的图片：它已损坏、被截断，或尺寸与文件所写不符。未做任何更改。`,
  importTooMany: (items: number, room: number, max: number) =>
    `此文件有 ${items} 个新项目，而“我的签名”还能再保存 ${room} 项（最多 ${max} 项）。请删除不再需要的项目，然后重新导入。未做任何更改。`,
  showMore: (n: number) => `再显示 ${n} 项`,
  forgetAll: '全部清除',
  forgetAsk: '要从此浏览器中删除所有已保存的签名和姓名缩写吗？此操作无法撤销。',
  forgetYes: '全部清除',
  forgotten: '此浏览器中保存的所有内容均已删除。',
  moveHint: '要在其他设备上使用，请将它们导出到文件并在那里导入：文件从不经过服务器。',
  placeLegend: '我的签名',
  place: (name: string) => `使用“${name}”`,
};
