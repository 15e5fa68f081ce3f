import { textGroup } from "../texts";

/** Texts of the home page's menu (registered by the modules that show them: only lazy pages do). */
export const menuTexts = textGroup({
  menu: {
    title: { en: "Menu", es: "Menú", fr: "Menu", "zh-Hans": "菜单", "zh-Hant": "選單" },
    console: {
      en: "Admin console",
      es: "Panel de administración",
      fr: "Console d’administration",
      "zh-Hans": "管理后台",
      "zh-Hant": "管理後台",
    },
    files: {
      en: "My files",
      es: "Mis archivos",
      fr: "Mes fichiers",
      "zh-Hans": "我的文件",
      "zh-Hant": "我的檔案",
    },
    loadFailed: {
      en: "The menu could not be loaded.",
      es: "No se ha podido cargar el menú.",
      fr: "Impossible de charger le menu.",
      "zh-Hans": "菜单加载失败。",
      "zh-Hant": "選單載入失敗。",
    },
    retry: { en: "Retry", es: "Reintentar", fr: "Réessayer", "zh-Hans": "重试", "zh-Hant": "重試" },
    opensOutside: {
      en: "opens in a new tab",
      es: "se abre en una pestaña nueva",
      fr: "s’ouvre dans un nouvel onglet",
      "zh-Hans": "在新标签页打开",
      "zh-Hant": "在新分頁開啟",
    },
  },
});
