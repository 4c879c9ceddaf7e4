// Simplified Chinese texts of the shared layout, the error page and the update notice.
import { PRODUCT_NAME } from '../../../config/product.ts';
import type { Catalog } from '../../catalog.ts';

export const layout: Catalog['layout'] = {
  productTitle: PRODUCT_NAME,
  homeLinkLabel: `${PRODUCT_NAME}——首页`,
  skipToContent: '跳到主要内容',
  mainNavigation: '主导航',
  menu: '菜单',
  closeMenu: '关闭菜单',
  menuTitle: '菜单',
  support: '支持 InkLift',
  donations: {
    buymeacoffee: '请我喝杯咖啡',
    kofi: '在 Ko-fi 上支持 InkLift',
  },
  language: '语言',
  footerNote: '免费、私密、本地处理：您的签名绝不会离开此设备。',
  nav: {
    capture: '拍摄',
    sign: '签署 PDF',
    instructions: '使用说明',
    faq: '常见问题',
    about: '关于',
    privacy: '隐私政策',
  },
};

export const error: Catalog['error'] = {
  heading: '应用发生意外错误！',
  pageTitle: '错误',
  description: '显示此页面时出错了。',
  backHome: '前往“拍摄”页面',
  unknownError: '未知错误',
};

export const update: Catalog['update'] = {
  regionLabel: '应用更新',
  available: '有可用更新',
  detail: '重新加载会清除尚未保存的签名。',
  reload: '重新加载',
  later: '稍后',
};
