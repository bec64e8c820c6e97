import { useId } from 'react';

interface LogoProps {
  /** The company name from the site config; the wordmark is drawn from it. */
  name: string;
  /** Rendered height in px; the width follows from the name, so the space is reserved before paint. */
  height?: number;
  className?: string;
}

const MARK = 32; // the square mark, in viewBox units (the viewBox is 32 high)
const GAP = 8;
const CHAR_WIDTH = 12.5; // average advance of the bold system sans at 20 units, used to size the wordmark

/** Width in viewBox units of the wordmark for `name`; exported for tests and for reserving header space. */
export function wordmarkWidth(name: string): number {
  return Math.max(1, Math.ceil([...name].length * CHAR_WIDTH));
}

/**
 * An inline SVG logo: a mark plus the company name as a wordmark. `textLength` pins the text to a known
 * width whatever font the system picks, so the logo has fixed dimensions (no layout shift, no image request).
 */
export function Logo({ name, height = 32, className }: LogoProps) {
  // useId() may contain characters that are not valid in a url(#id) reference; keep [A-Za-z0-9_-].
  const gradientId = `logo-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const textWidth = wordmarkWidth(name);
  const width = MARK + GAP + textWidth;
  return (
    <svg
      className={className}
      role="img"
      aria-label={name}
      width={(width * height) / MARK}
      height={height}
      viewBox={`0 0 ${width} ${MARK}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent, #3ddc84)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-secondary, #ffc83d)' }} />
        </linearGradient>
      </defs>
      <rect width={MARK} height={MARK} rx="8" fill={`url(#${gradientId})`} />
      <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9Z" style={{ fill: 'var(--color-on-accent, #07210f)' }} />
      <text
        x={MARK + GAP}
        y="23"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        style={{ fill: 'var(--color-text, #e9eff5)', fontFamily: 'var(--font-sans, system-ui, sans-serif)' }}
        fontSize="21"
        fontWeight="800"
        letterSpacing="0.2"
      >
        {name}
      </text>
    </svg>
  );
}
