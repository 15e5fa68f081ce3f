export { onLoginRequired } from "./login-redirect";
export { isLoginPage, loginPageUrl, needsLogin, pathOf, safeRedirect } from "./login-rule";
export { navigateBack, navigateTo, navigateToLogin, onLoginDetour, redirectTo } from "./navigate";
export {
  createPageRouter,
  type NavigateOptions,
  type PageHandle,
  type PageHistory,
  type PageRouter,
  type PageRouterState,
  pageAt,
} from "./page-router";
export { firstLoadCheck, guardRedirect } from "./route-guard";
export { bindRouter, boundRouter, currentUrl, historyIndex, previousUrl } from "./router-binding";
