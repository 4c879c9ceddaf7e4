// Simplified Chinese texts of the Capture page: the camera, the crop step and live guidance.
import type { Catalog } from '../../catalog.ts';

export const capture: Catalog['capture'] = {
  title: '拍摄',
  description: '用摄像头拍摄手写签名，并保存为干净的透明 PNG。免费、私密，完全在浏览器中处理。',
  heading: '拍摄签名',
  localProcessing: {
    before: '所有处理都在浏览器本地完成：您的图片绝不会离开设备。请阅读我们的',
    privacyLink: '隐私政策',
    between: '，或进一步',
    aboutLink: '了解 InkLift',
    after: '。',
  },
  cameraHeading: '实时画面',
  liveView: '摄像头实时画面',
  resultHeading: '签名结果',
  start: '开始',
  stop: '停止',
  capture: '拍摄',
  clean: '清理',
  save: '保存',
  discard: '丢弃',
  cameraSelect: '摄像头',
  cameraFallbackLabel: (index: number) => `摄像头 ${index + 1}`,
  noCameras: '暂无摄像头',
  guideBox: '将签名放在此框内',
  guideBoxInitials: '将姓名缩写放在此框内',
  kindLegend: '拍摄',
  kinds: { signature: '签名', initials: '姓名缩写' },
  cameraOff: '点击“开始”打开摄像头，然后将签名举到摄像头前。',
  cameraStarting: '正在启动摄像头…',
  spaceHint: '提示：手持纸张时，按空格键即可拍摄。',
  timer: '3 秒后拍摄',
  countdown: (seconds: number) => `${seconds} 秒后拍摄…`,
  cancelTimer: '取消倒计时',
  previewPlaceholder: '拍摄签名后将在此处显示',
  openPhoto: '打开照片',
  openPhotoHint: '没有摄像头？也可以打开、拖入或粘贴一张签名照片。',
  openPhotoHintTouch: '没有摄像头？也可以打开一张签名照片，或者现在拍一张。',
  dropHere: '将照片拖放到此处',
  crop: '裁剪',
  shows: {
    captured: '尚未清理：这是拍摄到的原始图像。',
    cleaned: '已清理：纸张背景已去除。',
  },
  previewAlt: {
    captured: '拍摄到的签名',
    cleaned: '已去除背景的签名',
  },
  enhanced: '增强清理——适用于阴影和细笔',
  announce: {
    cameraOn: '摄像头已开启。',
    cameraOff: '摄像头已关闭。',
    saved: '已保存 signature.png。',
  },
};

export const camera: Catalog['camera'] = {
  noFrames:
    '摄像头已停止传送画面。请检查摄像头是否已连接、是否被其他应用占用，然后再次点击“开始”。',
  fellBack: (using: string) => `所选摄像头不可用，已改用“${using}”。`,
  fellBackUnnamed: '所选摄像头不可用，已改用其他摄像头。',
};

export const crop: Catalog['crop'] = {
  heading: '选择签名区域',
  hint: '拖动选框或其四角和边缘。键盘操作：方向键移动选框，Shift+方向键调整大小，Enter 键确认使用。',
  box: (width: number, height: number) => `裁剪区域，${width} × ${height} 像素`,
  picture: '待裁剪的图片',
  rotate: '旋转',
  rotateLabel: '将图片顺时针旋转 90°',
  use: '使用此区域',
  cancel: '取消',
  handles: {
    n: '上边缘',
    s: '下边缘',
    e: '右边缘',
    w: '左边缘',
    ne: '右上角',
    nw: '左上角',
    se: '右下角',
    sw: '左下角',
  },
};

export const live: Catalog['live'] = {
  heading: '实时指导',
  preview: '实时预览',
  previewAlt: '框内签名的清理效果，即此刻拍摄将得到的结果',
  autoCapture: '自动拍摄',
  sound: '提示音',
  hints: {
    'no-signature': '请将签名放在框内',
    'touches-edge': '签名碰到了边缘——请将纸张拿远一些',
    'too-dark': '太暗——请增加光线',
    shadow: '纸上有阴影——请转向光源',
    blurry: '画面模糊——请保持稳定',
    glare: '纸面反光——请将纸张稍微倾斜',
    ready: '准备就绪——点击“拍摄”或按空格键',
  },
  readyAuto: '准备就绪——保持稳定即可自动拍摄',
  readyTouch: '准备就绪——点击“拍摄”',
  looking: '正在检测框内画面…',
  rearm: '已拍摄——移开纸张即可再次拍摄',
  capturedCue: '已拍摄',
  unavailable: '此浏览器不支持实时指导。',
};
