import type { ComponentProps, ReactNode } from 'react';

type IconProps = Omit<ComponentProps<'svg'>, 'children'> & { size?: number };

/**
 * Inline SVG icons (no icon font, no requests). Decorative by default: aria-hidden, not focusable; the
 * control around an icon carries the accessible name. No displayName per icon: the names cost the home page's
 * script ~80 B gzipped for React DevTools alone.
 */
function icon(path: ReactNode) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {path}
      </svg>
    );
  }
  return Icon;
}

export const IconArrowUp = icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const IconClose = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const IconChevronDown = icon(<path d="m6 9 6 6 6-6" />);
export const IconGlobe = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const IconSupport = icon(
  <>
    <path d="M21 12a9 9 0 1 0-3.4 7.05L21 20l-.95-3.4A8.96 8.96 0 0 0 21 12Z" />
    <path d="M8 11h.01M12 11h.01M16 11h.01" />
  </>,
);
export const IconUser = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const IconPhone = icon(
  <>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
);
export const IconMonitor = icon(
  <>
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export const IconAlert = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5h.01" />
  </>,
);
export const IconCheck = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const IconInfo = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5h.01" />
  </>,
);
