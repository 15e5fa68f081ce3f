import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * A `global.uni` for running the unmodified `@dcloudio/uni-cloud` client SDK under Node (reference
 * cloud-space-protocol §9): `request` and `uploadFile` over fetch, in-memory storage, a fixed system info,
 * and a host rewrite table (the aliyun provider uploads to `https://<host>` only). Every request the SDK
 * sends is recorded, for tests that check the wire.
 */

/** One request the SDK sent. */
export interface SentRequest {
  url: string;
  data: Record<string, unknown> | undefined;
  header: Record<string, string>;
}

interface RequestOptions {
  url: string;
  method?: string;
  data?: unknown;
  header?: Record<string, string>;
  dataType?: string;
  timeout?: number;
  success?: (r: unknown) => void;
  fail?: (r: unknown) => void;
  complete?: (r: unknown) => void;
}

interface UploadOptions {
  url: string;
  filePath: string;
  name: string;
  formData?: Record<string, unknown>;
  header?: Record<string, string>;
  success?: (r: unknown) => void;
  fail?: (r: unknown) => void;
  complete?: (r: unknown) => void;
}

export interface UniShim {
  /** Prefix -> replacement, applied to every URL (`https://oss.test` -> `http://127.0.0.1:1234`). */
  rewrites: Map<string, string>;
  sent: SentRequest[];
  uploads: { url: string; fields: Record<string, string>; status: number }[];
  storage: Map<string, unknown>;
  /** Runs after each answer arrives, before the SDK sees it (tests move clocks here). */
  afterResponse?: ((sent: SentRequest) => void) | undefined;
}

function rewrite(shim: UniShim, url: string): string {
  for (const [from, to] of shim.rewrites) if (url.startsWith(from)) return to + url.slice(from.length);
  return url;
}

function settle(
  options: { success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void },
  ok: boolean,
  result: unknown,
) {
  if (ok) options.success?.(result);
  else options.fail?.(result);
  options.complete?.(result);
}

/** Installs the shim as `global.uni` and loads the SDK (once per process: it reads `uni` when called). */
export function installUniShim(): { shim: UniShim; uniCloud: UniCloudLike } {
  const shim: UniShim = { rewrites: new Map(), sent: [], uploads: [], storage: new Map() };
  const uni = {
    request(options: RequestOptions) {
      const url = rewrite(shim, options.url);
      const header = { ...(options.header ?? {}) };
      const data = options.data as Record<string, unknown> | undefined;
      const sent: SentRequest = { url, data: data && JSON.parse(JSON.stringify(data)), header };
      shim.sent.push(sent);
      const method = (options.method ?? "GET").toUpperCase();
      const body =
        method === "GET" ? undefined : typeof data === "string" ? data : JSON.stringify(data ?? {});
      const run = async () => {
        try {
          const response = await fetch(url, {
            method,
            headers: header,
            body,
            signal: AbortSignal.timeout(options.timeout ?? 60_000),
          });
          const text = await response.text();
          let parsed: unknown = text;
          if (options.dataType === "json") {
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
          }
          shim.afterResponse?.(sent);
          const result = {
            statusCode: response.status,
            data: parsed,
            header: Object.fromEntries(response.headers),
            errMsg: "request:ok",
          };
          settle(options, true, result);
          return result;
        } catch (error) {
          const result = { errMsg: `request:fail ${(error as Error).message}` };
          settle(options, false, result);
          return result;
        }
      };
      const promise = run();
      return options.success || options.fail || options.complete ? { abort() {} } : promise;
    },
    uploadFile(options: UploadOptions) {
      const url = rewrite(shim, options.url);
      void (async () => {
        try {
          const form = new FormData();
          const fields: Record<string, string> = {};
          for (const [key, value] of Object.entries(options.formData ?? {})) {
            fields[key] = String(value);
            form.append(key, String(value));
          }
          const bytes = await readFile(options.filePath);
          form.append(options.name, new Blob([bytes]), options.filePath.split("/").pop());
          const response = await fetch(url, { method: "POST", body: form, headers: options.header ?? {} });
          const text = await response.text();
          shim.uploads.push({ url, fields, status: response.status });
          settle(options, true, { statusCode: response.status, data: text, errMsg: "uploadFile:ok" });
        } catch (error) {
          settle(options, false, { errMsg: `uploadFile:fail ${(error as Error).message}` });
        }
      })();
      return { onProgressUpdate() {}, abort() {} };
    },
    getStorageSync: (key: string) => (shim.storage.has(key) ? shim.storage.get(key) : ""),
    setStorageSync: (key: string, value: unknown) => void shim.storage.set(key, value),
    removeStorageSync: (key: string) => void shim.storage.delete(key),
    clearStorageSync: () => shim.storage.clear(),
    getSystemInfoSync: () => ({
      appId: "__UNI__ROSTER",
      deviceId: "device-1",
      osName: "android",
      uniPlatform: "app",
    }),
    getLocale: () => "en",
  };
  (globalThis as { uni?: unknown }).uni = uni;
  const require = createRequire(import.meta.url);
  const { uniCloud } = require("@dcloudio/uni-cloud") as { uniCloud: UniCloudLike };
  return { shim, uniCloud };
}

/** What tests use of the SDK. */
export interface UniCloudLike {
  init(options: Record<string, unknown>): UniCloudInstance;
}

export interface UniCloudInstance {
  callFunction(options: { name: string; data?: unknown }): Promise<Record<string, unknown>>;
  uploadFile(options: Record<string, unknown>): Promise<{ success: boolean; fileID: string }>;
  getTempFileURL(
    options: Record<string, unknown>,
  ): Promise<{ fileList: { fileID: string; tempFileURL: string }[] }>;
  deleteFile(options: Record<string, unknown>): Promise<{ fileList: { fileID: string; code: unknown }[] }>;
  getFileInfo?(options: Record<string, unknown>): Promise<{ fileList: { id: string; url: string }[] }>;
}
