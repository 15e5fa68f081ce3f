import { noteSpend } from "../lib/spend-meter.js";
import type { EmailProvider } from "./email.js";
import type { OcrProvider } from "./ocr.js";
import type { SmsProvider } from "./sms.js";

/**
 * The paid providers as the services see them: each call is noted to the spend meter
 * (lib/spend-meter.ts) and then made. Social and platform APIs are noted in their one HTTP
 * exchange (social/http.ts).
 */

/** An SMS gateway whose sends are noted. */
export function meteredSms(provider: SmsProvider): SmsProvider {
  return {
    name: provider.name,
    send: (message, signal) => {
      noteSpend({ kind: "provider", provider: `sms:${provider.name}` });
      return provider.send(message, signal);
    },
  };
}

/** A mail transport whose sends are noted. */
export function meteredEmail(provider: EmailProvider): EmailProvider {
  return {
    name: provider.name,
    send: (message, signal) => {
      noteSpend({ kind: "provider", provider: `email:${provider.name}` });
      return provider.send(message, signal);
    },
    ...(provider.close ? { close: () => provider.close?.() } : {}),
  };
}

/** An OCR service whose readings and token hand-outs are noted. */
export function meteredOcr(provider: OcrProvider): OcrProvider {
  const note = () => noteSpend({ kind: "provider", provider: `ocr:${provider.name}` });
  return {
    name: provider.name,
    readIdCard: (image, side) => {
      note();
      return provider.readIdCard(image, side);
    },
    readBusinessLicense: (image) => {
      note();
      return provider.readBusinessLicense(image);
    },
    accessToken: () => {
      note();
      return provider.accessToken();
    },
  };
}
