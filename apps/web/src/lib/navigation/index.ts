export { onLoginRequired } from "./login-redirect";
export { isLoginPage, loginPageUrl, needsLogin, pathOf, safeRedirect } from "./login-rule";
export { navigateBack, navigateTo, navigateToLogin, onLoginDetour, redirectTo } from "./navigate";
export { firstLoadCheck, guardLoader } from "./route-guard";
export { bindRouter, boundRouter, currentUrl, historyIndex, previousUrl } from "./router-binding";
