// Simplified Chinese texts shown while a photo is worked on, or when something went wrong.
import type { Catalog } from '../../catalog.ts';

export const feedback: Catalog['feedback'] = {
  steps: { open: '正在打开照片…', crop: '正在裁剪…', clean: '正在去除背景…' },
  cancel: '取消',
  implausible: {
    tooMuchInk: (where: string) =>
      `结果似乎有误：${where}超过四分之一的区域变成了墨迹，可能是把阴影或深色边缘当成了墨迹。`,
    tooLittleInk: (where: string) =>
      `结果似乎有误：${where}几乎没有保留下墨迹，可能是签名太浅或笔画太细，不适合这种清理方式。`,
    box: '框内',
    photo: '照片中',
    useEnhanced: '改用增强清理',
    useStandard: '改用标准清理',
  },
  /** Where the correction tools fix a result, named as their buttons are. */
  fix: {
    tooLittleInk: '或者点按“修正结果”，选择“这是墨迹”，然后点按照片上的一笔。',
    tooMuchInk: '或者点按“修正结果”，选择“这不是墨迹”，然后点按不是墨迹的地方。',
    lines:
      '纸上的线条被当作墨迹保留了。要去掉一条，请点按“修正结果”，选择“这不是墨迹”，然后点按该线条：整条线都会去掉。',
    hollow: '有些笔画变成了空心。要填满它们，请点按“修正结果”，选择“这是墨迹”，然后点按一笔。',
  },
  source: {
    noSignatureBox: '框内没有找到签名，看起来是一张白纸。请把签名放在框内，然后重新拍摄。',
    noSignaturePhoto:
      '照片的这个区域里没有找到签名，看起来是一张白纸。请按“裁剪”选择签名所在的区域，或打开另一张照片。',
    blurry: '这次拍摄的画面模糊，笔画可能会变淡或断开。请拿稳纸张，等相机对好焦，然后重新拍摄。',
    tooDarkBox:
      '这次拍摄的画面太暗，无法看清签名：笔画可能缺失或布满噪点。请增加光线（台灯或窗边），然后重新拍摄，或按“打开照片”。',
    tooDarkPhoto:
      '这张照片太暗，无法看清签名：笔画可能缺失或布满噪点。请在更亮的光线下（台灯或窗边）重新拍摄，或打开另一张照片。',
    tooBlurredBox:
      '这次拍摄的画面太模糊，无法看清签名：笔画可能缺失或糊成一片。请拿稳纸张，等相机对好焦，然后重新拍摄，或按“打开照片”。',
    tooBlurredPhoto:
      '这张照片太模糊，无法看清签名：笔画可能缺失或糊成一片。请拿稳手机、等相机对好焦后重新拍摄，或打开另一张照片。',
  },
  announce: {
    captured: '签名已拍摄。',
    cleaned: '背景已去除。',
    discarded: '结果已丢弃。',
    cropReady: '照片已打开。请选择签名区域，然后点击“使用此区域”。',
    cropped: '已裁剪。',
    cancelled: '已停止，之前的结果已保留。',
  },
  scaled: (megapixels: number) =>
    `这张照片有 ${megapixels} 百万像素，已缩小至 50 百万像素，用于签名绰绰有余。`,
  problems: {
    empty: () => '该文件为空。请重新选择照片，或重新拍一张。',
    notImage: () => '该文件不是图片。请选择 JPEG、PNG、WebP、AVIF、GIF 或 BMP 格式的照片。',
    heic: () =>
      '此浏览器无法打开 HEIC 照片（iPhone 的格式）。请将其存储为 JPEG 或 PNG（在 iPhone 上：设置 › 相机 › 格式 › 兼容性最佳），或者对它截屏，然后打开截图。',
    unsupported: (format?: string) =>
      `此浏览器无法打开${format ? ` ${format} ` : '此类'}文件。请将图片存储为 JPEG 或 PNG 后再打开。`,
    drawing: () =>
      'InkLift 不接受 SVG 图片：它清理的是照片和扫描件。请打开签名的 JPEG 或 PNG 照片，或用“签署 PDF”把 SVG 放到文档上。',
    document: () =>
      '这是 PDF 文档，不是照片。要签署它，请在“签署 PDF”中打开；要清理签名，请打开签名的 JPEG 或 PNG 照片。',
    corrupt: (format?: string) =>
      `该${format ? ` ${format} ` : '图片'}文件已损坏或不完整，无法读取。请重新复制或下载，或者重新拍一张照片。`,
    tooLarge: (size?: string) =>
      `这张图片太大，浏览器无法处理（${size ?? '某条边超过 32,767 像素'}）。请先在照片应用中缩小或裁剪，然后重新打开。`,
    several: (count?: string) =>
      `您拖入了${count ? ` ${count} ` : '多'}个文件。请只拖入或选择一张签名照片。`,
    folder: () => '这是一个文件夹。请打开它，从中拖入或选择一张照片。',
    text: () =>
      '这是文本，不是图片。请复制照片本身（右键点击 › 复制图片），或将其保存后打开该文件。',
    cleanFailed: () => '清理失败，请重试。',
    saveFailed: () => '图片无法保存，请重试。',
  },
  cameraErrors: {
    denied:
      '摄像头访问被阻止。请允许此网站使用摄像头（点击地址栏中的摄像头图标，或打开网站设置），然后再次点击“开始”。',
    notFound: '未找到摄像头。请连接摄像头（或改为打开照片），然后再次点击“开始”。',
    busy: '摄像头正被其他应用占用。请关闭该应用（视频通话、相机应用等），然后再次点击“开始”。',
    insecure:
      '摄像头只能在安全页面上使用：请通过 https:// 或在 localhost 上打开 InkLift，然后再次点击“开始”。',
    unsupported: '此浏览器无法在此使用摄像头。请改为打开照片，或换用最新版浏览器。',
    disconnected: '摄像头已断开。请重新连接，然后再次点击“开始”。',
    other: (reason: string) => `摄像头无法启动（${reason}）。请点击“开始”重试。`,
    reasons: {
      codeLoad: '应用的一部分未能加载，请检查网络连接',
      notSupported: '浏览器不支持此摄像头模式',
      unknown: '意外错误',
    },
  },
};
