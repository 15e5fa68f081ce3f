import { useId } from "react";

/** Roster's mark: a red tile holding a short list of people. */
export function Logo({ size = 48 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} role="img" aria-label="Roster">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6a5c" />
          <stop offset="1" stopColor="#e8303a" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${gradient})`} />
      {[14, 24, 34].map((y, i) => (
        <g key={y} fill="#fff" opacity={1 - i * 0.18}>
          <circle cx="15" cy={y} r="3.4" />
          <rect x="21.5" y={y - 2.6} width={15 - i * 3} height="5.2" rx="2.6" />
        </g>
      ))}
    </svg>
  );
}
