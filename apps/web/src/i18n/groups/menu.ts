import { textGroup } from "../texts";

/** Texts of the home page's menu (registered by the modules that show them: only lazy pages do). */
export const menuTexts = textGroup({
  en: {
    menu: {
      title: "Menu",
      console: "Admin console",
      files: "My files",
      loadFailed: "The menu could not be loaded.",
      retry: "Retry",
      opensOutside: "opens in a new tab",
    },
  },
  es: {
    menu: {
      title: "Menú",
      console: "Panel de administración",
      files: "Mis archivos",
      loadFailed: "No se ha podido cargar el menú.",
      retry: "Reintentar",
      opensOutside: "se abre en una pestaña nueva",
    },
  },
  fr: {
    menu: {
      title: "Menu",
      console: "Console d’administration",
      files: "Mes fichiers",
      loadFailed: "Impossible de charger le menu.",
      retry: "Réessayer",
      opensOutside: "s’ouvre dans un nouvel onglet",
    },
  },
  "zh-Hans": {
    menu: {
      title: "菜单",
      console: "管理后台",
      files: "我的文件",
      loadFailed: "菜单加载失败。",
      retry: "重试",
      opensOutside: "在新标签页打开",
    },
  },
  "zh-Hant": {
    menu: {
      title: "選單",
      console: "管理後台",
      files: "我的檔案",
      loadFailed: "選單載入失敗。",
      retry: "重試",
      opensOutside: "在新分頁開啟",
    },
  },
});
