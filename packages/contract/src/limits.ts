/** The seed's constants and Roster's limits, one place for server and client. */
export const LIMITS = {
  /** Function-call timeout of the client. */
  requestTimeoutMs: 60_000,
  /** Loading indicator appears after a call has been pending this long. */
  loadingDelayMs: 800,
  /** Toast default duration. */
  toastMs: 1500,
  /** Debounce on sign-in, register, SMS and bind buttons. */
  buttonDebounceMs: 1000,
  /** The login redirect is throttled to one per this window. */
  loginRedirectThrottleMs: 300,
  /** The same url navigated to twice within this window is ignored. */
  doubleNavigationMs: 200,
  /** Default list page size. */
  pageSize: 20,
  /** Largest page size a list route accepts. */
  maxPageSize: 500,
  /** Concurrent uploads. */
  concurrentUploads: 5,
  /** Generic input maxlength. */
  inputMaxLength: 140,
  /** Nickname length in characters. */
  nicknameMaxLength: 64,
  /** Length of URLs (avatars, menus, files). */
  urlMaxLength: 2048,
  /** Serialized size (UTF-8 bytes) of free-form objects such as social_info. */
  freeObjectMaxBytes: 4096,
  /** Nesting of free-form objects such as social_info (an object of scalars is 1). */
  freeObjectMaxDepth: 10,
  /** Serialized size and nesting of a page component's data. */
  componentDataMaxBytes: 65_536,
  componentDataMaxDepth: 32,
  /** Nesting of any request body or payload, checked before anything walks it. */
  inputMaxDepth: 64,
  /** JSON body limit of the router endpoint. */
  bodyLimitBytes: 1024 * 1024,
  /** Countdown of the send-code button. */
  codeResendSeconds: 60,
  /** Invite code length and alphabet (no 0, 1, I, O). */
  inviteCodeLength: 7,
  inviteCodeAlphabet: "23456789ABCDEFGHJKLMNPQRSTUVWXYZ",
  /** Root font size = viewport width / this (design width 750, base 375). */
  rootFontDivisor: 23.4375,
  /** Content width cap on desktops. */
  maxContentWidth: 960,
  /** Scroll thresholds and pull-to-refresh distance. */
  scrollThreshold: 50,
  pullToRefreshDistance: 45,
  /** App version of this build. */
  appVersion: "1.0.0",
  appVersionCode: 100,
} as const;

/** Success, login-required and retryable codes as the client reads them (seed §8). */
export const CLIENT_CODES = {
  /** Codes that mean "sign in again" when the message contains "token". */
  loginRequired: [1301, 1302, 30201, 30202, 30203, 30204] as readonly number[],
  /** The code the client may retry. */
  retryable: 90001,
  /** A verification code was asked for too soon (ERRORS.verifyCodeTooSoon); the body carries `retryAfter`. */
  codeTooSoon: 50303,
  /** Local failures of the request layer. */
  timeout: 5,
  abort: 600003,
  network: 602001,
  responseDecryptFailed: 412,
} as const;
