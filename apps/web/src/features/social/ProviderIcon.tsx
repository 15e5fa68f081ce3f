import { BRAND_COLOR, type ProviderId } from "./providers";

/** The white mark drawn on each provider's brand colour (a simple glyph, not the trademark artwork). */
const GLYPH: Record<ProviderId, string> = {
  weixin: "",
  alipay: "支",
  qq: "Q",
  douyin: "♪",
  huawei: "H",
  apple: "",
  univerify: "1",
};

/** A round badge in the provider's colour with its mark; decorative (the button names the provider). */
export function ProviderIcon({ provider, size = 44 }: { provider: ProviderId; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r="22" fill={BRAND_COLOR[provider]} />
      {provider === "weixin" && (
        <g fill="#fff">
          <ellipse cx="18.5" cy="19" rx="9" ry="7.5" />
          <ellipse cx="27" cy="25.5" rx="7.5" ry="6.2" stroke={BRAND_COLOR.weixin} strokeWidth="1.6" />
          <circle cx="15.5" cy="17.5" r="1.2" fill={BRAND_COLOR.weixin} />
          <circle cx="21.5" cy="17.5" r="1.2" fill={BRAND_COLOR.weixin} />
        </g>
      )}
      {provider === "apple" && (
        <path
          fill="#fff"
          d="M27.2 23.1c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.2-.1 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.6-1-2.6-4.1zm-2.5-7.6c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
        />
      )}
      {GLYPH[provider] && (
        <text
          x="22"
          y="22"
          dy="0.35em"
          textAnchor="middle"
          fill="#fff"
          fontSize="19"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          {GLYPH[provider]}
        </text>
      )}
    </svg>
  );
}
