import { RosterError } from "@roster/contract";
import type { Clock } from "../../lib/clock.js";
import { DOWNLOAD_PREFIX, OBJECT_CACHE_CONTROL, UPLOAD_PATH } from "../../lib/file-protocol.js";
import { isSafeKey, sign, signatureMatches } from "./signing.js";
import type { UploadPolicy, UploadTarget } from "./storage.js";

/** The policy as it travels in the `policy` field (base64url JSON). */
interface WirePolicy {
  key: string;
  ct: string;
  min: number;
  max: number;
  exp: number;
  /** 1: refusals on arrival are answered by the report (UploadPolicy.verdictAtReport). */
  rep?: 1;
}

/** A thrown upload refusal with its HTTP status. */
export class UploadRefused extends RosterError {
  constructor(
    readonly status: number,
    name: ConstructorParameters<typeof RosterError>[0],
    params: ConstructorParameters<typeof RosterError>[1] = {},
  ) {
    super(name, params);
  }
}

/**
 * The signatures of the local store: upload policies (HMAC over the base64url JSON policy) and download
 * URLs (HMAC over key and expiry), under a key derived from the token secret, timed by the services' clock.
 */
export class LocalSigner {
  constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The form fields of an upload to Roster's own endpoint. */
  uploadTarget(p: UploadPolicy): UploadTarget {
    const wire: WirePolicy = {
      key: p.key,
      ct: p.contentType,
      min: p.minBytes,
      max: p.maxBytes,
      exp: p.expiresAt,
      ...(p.verdictAtReport ? { rep: 1 as const } : {}),
    };
    const policy = Buffer.from(JSON.stringify(wire)).toString("base64url");
    return {
      url: `${this.publicUrl}${UPLOAD_PATH}`,
      fields: {
        key: p.key,
        "Content-Type": p.contentType,
        "Cache-Control": OBJECT_CACHE_CONTROL,
        success_action_status: "200",
        policy,
        "x-roster-signature": sign(this.key, `upload\n${policy}`),
      },
    };
  }

  /** Checks the form fields of an upload against their signed policy; throws the refusal. */
  checkUploadFields(fields: Record<string, string>): UploadPolicy {
    const policy = fields.policy ?? "";
    const signature = fields["x-roster-signature"] ?? "";
    if (!signatureMatches(this.key, `upload\n${policy}`, signature))
      throw new UploadRefused(403, "uploadPolicyInvalid");
    const wire = JSON.parse(Buffer.from(policy, "base64url").toString("utf8")) as WirePolicy;
    if (fields.key !== wire.key || fields["Content-Type"] !== wire.ct || !isSafeKey(wire.key))
      throw new UploadRefused(403, "uploadPolicyInvalid");
    if (this.clock.now() > wire.exp) throw new UploadRefused(403, "uploadTargetExpired");
    return {
      key: wire.key,
      contentType: wire.ct,
      minBytes: wire.min,
      maxBytes: wire.max,
      expiresAt: wire.exp,
      verdictAtReport: wire.rep === 1,
    };
  }

  /** A download URL of `key` valid `seconds`. */
  downloadUrl(key: string, seconds: number): string {
    const exp = Math.floor(this.clock.now() / 1000) + seconds;
    const sig = sign(this.key, `download\n${key}\n${exp}`);
    return `${this.publicUrl}${DOWNLOAD_PREFIX}${key}?exp=${exp}&sig=${sig}`;
  }

  /** Whether a download URL's `exp` and `sig` are good for `key` now. */
  checkDownload(key: string, exp: string, sig: string): boolean {
    if (!isSafeKey(key) || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < this.clock.now()) return false;
    return signatureMatches(this.key, `download\n${key}\n${exp}`, sig);
  }
}
