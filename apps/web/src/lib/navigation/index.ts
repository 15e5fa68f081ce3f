export { goAfterLogin } from "./after-login";
export { onLoginRequired } from "./login-redirect";
export { isLoginPage, loginPageUrl, needsLogin, pathOf, safeRedirect } from "./login-rule";
export { navigateBack, navigateTo, navigateToLogin, redirectTo } from "./navigate";
export { firstLoadCheck, guardLoader } from "./route-guard";
export { bindRouter, currentUrl, historyIndex } from "./router-binding";
