import { CLIENT_CODES, LIMITS } from "@roster/contract";
import { currentLocale, i18n } from "../../i18n";
import { onLoginRequired } from "../navigation/login-redirect";
import { isOnline } from "../online";
import { getToken, hasValidToken, saveToken, saveUserInfo, type UniToken } from "../session";
import { alertMessage, toastMessage } from "./feedback";
import { requestData } from "./global-params";
import { beginLoading } from "./loading";
import { codeOf, isLoginRequired, isPublicUrl, isSuccess, messageOf } from "./outcome";
import { exchange, type TransportResult } from "./transport";
import { CallError, type CallOptions, type ResponseBody } from "./types";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 90001 answer or a network failure may be retried when the call asks for it. */
const retryable = (result: TransportResult): boolean =>
  result.kind === "network" || (result.kind === "body" && codeOf(result.body) === CLIENT_CODES.retryable);

/** Sends the call, retrying as configured, with the loading indicator running around all attempts. */
async function send(options: CallOptions): Promise<TransportResult> {
  const stopLoading =
    options.loading === false ? () => {} : beginLoading(options.title ?? i18n.t("request.requesting"));
  try {
    let retriesLeft = options.retryCount ?? 0;
    for (;;) {
      const result = await exchange({
        url: options.url,
        data: requestData(options.url, options.data, options.globalParamName),
        encrypt: options.encrypt === true,
        token: getToken(),
        locale: currentLocale(),
        timeout: options.timeout ?? LIMITS.requestTimeoutMs,
      });
      // Offline, retrying is pointless: the failure is reported at once, nothing waits to be sent.
      if (retriesLeft <= 0 || !retryable(result) || !isOnline()) return result;
      retriesLeft -= 1;
      await wait(options.retryInterval ?? 1000);
    }
  } finally {
    stopLoading();
  }
}

/** Saves what a successful answer carries: a refreshed token and, when asked, the new userInfo. */
function applySuccess(body: ResponseBody): void {
  const token = body.vk_uni_token as UniToken | undefined;
  if (token && typeof token.token === "string") saveToken(token);
  if (body.needUpdateUserInfo === true && typeof body.userInfo === "object" && body.userInfo !== null) {
    saveUserInfo(body.userInfo);
  }
}

/** Turns a failed result into the error the caller receives, showing the alert or toast it deserves. */
function failure(result: TransportResult, needAlert: boolean): CallError {
  if (result.kind === "timeout") {
    const msg = i18n.t("request.timeout");
    void toastMessage(msg);
    return new CallError(CLIENT_CODES.timeout, msg, "timeout");
  }
  if (result.kind === "network") {
    // Offline, the call says so plainly: it was not sent and nothing is kept to send later.
    const msg = i18n.t(isOnline() ? "request.network" : "request.offline");
    void toastMessage(msg);
    return new CallError(CLIENT_CODES.network, msg, "network");
  }
  if (result.kind === "decrypt") {
    const msg = i18n.t("request.decryptFailed");
    if (needAlert) void alertMessage(msg);
    return new CallError(CLIENT_CODES.responseDecryptFailed, msg, "decrypt");
  }
  const code = codeOf(result.body) ?? result.status;
  const msg = messageOf(result.body);
  if (isLoginRequired(code, msg)) {
    onLoginRequired();
    return new CallError(code, msg, "loginRequired", result.body);
  }
  if (needAlert && msg) void alertMessage(msg);
  return new CallError(code, msg, "server", result.body);
}

/**
 * The one way the client calls the router (seed §2, §4, §7, §8): POST `/router/<url>` with the router
 * headers; saves `vk_uni_token`, refreshes the user on `needUpdateUserInfo`, sends the user to sign in
 * on login-required codes (no alert), alerts other failures, toasts timeouts and network failures,
 * shows loading after 800 ms, retries 90001 when asked, encrypts the routes that need it and merges
 * the global parameters. Resolves with the body on success; rejects with a {@link CallError}.
 */
export async function callFunction<T extends ResponseBody = ResponseBody>(options: CallOptions): Promise<T> {
  if (!isPublicUrl(options.url) && !hasValidToken()) {
    onLoginRequired();
    const { localTokenError } = await import("./local-token-error");
    throw localTokenError(currentLocale());
  }
  const result = await send(options);
  if (result.kind === "body" && result.status < 400 && isSuccess(result.body)) {
    applySuccess(result.body);
    return result.body as T;
  }
  throw failure(result, options.needAlert !== false);
}
