import { createElement } from "react";
import { descriptor, type ProviderId } from "./providers";

/**
 * A round badge in the provider's colour with its white mark (a simple glyph or shapes from its
 * descriptor, not the trademark artwork); decorative (the button names the provider).
 */
export function ProviderIcon({ provider, size = 44 }: { provider: ProviderId; size?: number }) {
  const { color, glyph, shapes = [] } = descriptor(provider).icon;
  // A shape's "brand" value is the brand colour: a line or dot cut out of the white mark.
  const paint = (value: string | number) => (value === "brand" ? color : value);
  return (
    <svg width={size} height={size} viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <circle cx="22" cy="22" r="22" fill={color} />
      {shapes.length > 0 && (
        <g fill="#fff">
          {shapes.map((shape, index) =>
            createElement(shape.tag, {
              // The shapes of a mark are fixed and never reordered: their position is their identity.
              key: index,
              ...Object.fromEntries(Object.entries(shape.attrs).map(([name, value]) => [name, paint(value)])),
            }),
          )}
        </g>
      )}
      {glyph && (
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
          {glyph}
        </text>
      )}
    </svg>
  );
}
