import { useId, type ReactNode } from 'react';
import type { SocialProvider } from '../../../streams/schemas/auth';

// The sign-in providers' marks, drawn here as inline SVG (issue 11): no image is downloaded from the providers or
// anyone else, and the strict CSP needs nothing for them. Simplified shapes in each brand's colours, 24x24.

function Mark({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Google's four-colour G. */
export function GoogleMark({ size }: { size?: number | undefined } = {}) {
  return (
    <Mark size={size ?? 20}>
      <g transform="scale(0.5)">
        <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
        <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
      </g>
    </Mark>
  );
}

function Facebook() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path fill="#fff" d="M13.4 23v-8.2h2.7l.4-3.2h-3.1V9.6c0-.9.3-1.6 1.6-1.6h1.7V5.2c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.6v3.2h2.7V23z" />
    </Mark>
  );
}

function Vk() {
  return (
    <Mark>
      <rect width="24" height="24" rx="6" fill="#0077FF" />
      <path fill="#fff" d="M12.8 17.2c-5.1 0-8-3.5-8.1-9.3h2.6c.1 4.3 2 6.1 3.4 6.5V7.9h2.4v3.7c1.5-.2 3-1.9 3.5-3.7h2.4c-.4 2.3-2.1 4-3.3 4.7 1.2.6 3.1 2 3.8 4.6h-2.7c-.6-1.8-2-3.1-3.8-3.3v3.3z" />
    </Mark>
  );
}

function Ok() {
  return (
    <Mark>
      <rect width="24" height="24" rx="6" fill="#EE8208" />
      <circle cx="12" cy="8" r="3.2" fill="none" stroke="#fff" strokeWidth="2" />
      <path fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" d="M8 13.2c2.4 1.6 5.6 1.6 8 0M12 14.6v.2M9 19l3-4 3 4" />
    </Mark>
  );
}

function MailRu() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#005FF9" />
      <circle cx="12" cy="12" r="3.4" fill="none" stroke="#FF9E00" strokeWidth="2" />
      <path fill="none" stroke="#FF9E00" strokeWidth="2" strokeLinecap="round" d="M15.4 12v1.3c0 1.2.8 2 1.8 2s1.8-.8 1.8-2.3V12a7 7 0 1 0-2.9 5.7" />
    </Mark>
  );
}

function Yandex() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#FC3F1D" />
      <path fill="#fff" d="M13.3 18.5h2.1V5.5h-3.1c-3.1 0-4.7 1.6-4.7 3.9 0 1.9.9 3 2.5 4.1l-2.9 5h2.3l3.1-5.3h.7zm0-6.9h-.8c-1.4 0-2.3-.8-2.3-2.3s.9-2.1 2.3-2.1h.8z" />
    </Mark>
  );
}

function Telegram() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#27A7E7" />
      <path fill="#fff" d="M5.3 11.7l11.6-4.5c.5-.2 1 .1.8 1l-2 9.3c-.1.6-.5.8-1.1.5l-3-2.2-1.4 1.4c-.2.2-.3.3-.6.3l.2-3.1 5.6-5c.2-.2 0-.4-.4-.2l-6.9 4.3-3-.9c-.6-.2-.6-.6.2-.9z" />
    </Mark>
  );
}

function Apple() {
  return (
    <Mark>
      <path fill="currentColor" d="M16.4 12.7c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.8 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.7-2.2c.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.3-.9-2.3-3.6zM14.2 5.7c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.6-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3z" />
    </Mark>
  );
}

function XMark() {
  return (
    <Mark>
      <path fill="currentColor" d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    </Mark>
  );
}

function Steam() {
  return (
    <Mark>
      <circle cx="12" cy="12" r="11" fill="#1B2838" />
      <circle cx="15.5" cy="9" r="3.3" fill="none" stroke="#fff" strokeWidth="1.6" />
      <circle cx="15.5" cy="9" r="1.4" fill="#fff" />
      <path fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" d="M13.2 11.3l-4 3" />
      <circle cx="8.3" cy="15.2" r="2.2" fill="#fff" />
      <path fill="#fff" d="M1.4 13.4l5.4 2.2-.4 1.1-5.1-2.1z" />
    </Mark>
  );
}

function Discord() {
  return (
    <Mark>
      <rect width="24" height="24" rx="6" fill="#5865F2" />
      <path fill="#fff" d="M17.3 7.3a13 13 0 0 0-3.2-1l-.4.8a12 12 0 0 0-3.4 0l-.4-.8a13 13 0 0 0-3.2 1C4.6 10.4 4 13.4 4.3 16.4a13 13 0 0 0 4 2l.8-1.3-1.3-.6.3-.3a9.3 9.3 0 0 0 7.8 0l.3.3-1.3.6.8 1.3a13 13 0 0 0 4-2c.4-3.5-.6-6.5-2.4-9.1zM9.5 14.6c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6zm5 0c-.8 0-1.4-.7-1.4-1.6s.6-1.6 1.4-1.6 1.4.7 1.4 1.6-.6 1.6-1.4 1.6z" />
    </Mark>
  );
}

function Twitch() {
  return (
    <Mark>
      <path fill="#9146FF" d="M4.5 2L3 5.8v14.4h5V23h2.8l2.8-2.8h4.1L23 14.9V2zm16.6 12l-3.2 3.2h-5l-2.8 2.8v-2.8H5.8V3.8h15.3z" />
      <path fill="#9146FF" d="M16.6 7.2h1.9v5.5h-1.9zm-5.1 0h1.9v5.5h-1.9z" />
    </Mark>
  );
}

function Microsoft() {
  return (
    <Mark>
      <rect x="2" y="2" width="9.5" height="9.5" fill="#F25022" />
      <rect x="12.5" y="2" width="9.5" height="9.5" fill="#7FBA00" />
      <rect x="2" y="12.5" width="9.5" height="9.5" fill="#00A4EF" />
      <rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#FFB900" />
    </Mark>
  );
}

function LinkedIn() {
  return (
    <Mark>
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <rect x="5" y="9.5" width="3" height="9.5" fill="#fff" />
      <circle cx="6.5" cy="6.2" r="1.8" fill="#fff" />
      <path fill="#fff" d="M10.3 9.5h2.9v1.3c.4-.8 1.5-1.6 3-1.6 3 0 3.6 2 3.6 4.6V19h-3v-4.6c0-1.1 0-2.5-1.5-2.5s-1.8 1.2-1.8 2.4V19h-3.2z" />
    </Mark>
  );
}

function Instagram() {
  // A plain id: React's useId has characters that a url(#...) reference would have to escape.
  const id = `ig${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <Mark>
      <defs>
        <linearGradient id={id} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#FEDA75" />
          <stop offset="0.35" stopColor="#FA7E1E" />
          <stop offset="0.6" stopColor="#D62976" />
          <stop offset="1" stopColor="#4F5BD5" />
        </linearGradient>
      </defs>
      <rect width="24" height="24" rx="6" fill={`url(#${id})`} />
      <rect x="5" y="5" width="14" height="14" rx="4" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3.3" fill="none" stroke="#fff" strokeWidth="1.8" />
      <circle cx="16.2" cy="7.8" r="1" fill="#fff" />
    </Mark>
  );
}

function TikTok() {
  const note = 'M13.6 3h2.7c.2 1.9 1.4 3.4 3.4 3.6v2.8c-1.3 0-2.4-.4-3.4-1.1v6.3c0 3-2.3 5.4-5.3 5.4S5.7 17.6 5.7 14.6s2.4-5.3 5.6-5.2v2.9c-1.5-.3-2.9.8-2.9 2.3s1.1 2.5 2.4 2.5 2.6-1 2.6-2.6z';
  return (
    <Mark>
      <rect width="24" height="24" rx="6" fill="#000" />
      <path fill="#25F4EE" d={note} transform="translate(-0.7 -0.5)" />
      <path fill="#FE2C55" d={note} transform="translate(0.7 0.5)" />
      <path fill="#fff" d={note} />
    </Mark>
  );
}

const MARKS: Record<SocialProvider, () => ReactNode> = {
  google: GoogleMark, facebook: Facebook, vk: Vk, ok: Ok, mailru: MailRu, yandex: Yandex, telegram: Telegram, apple: Apple,
  twitter: XMark, steam: Steam, discord: Discord, twitch: Twitch, microsoft: Microsoft, linkedin: LinkedIn, instagram: Instagram, tiktok: TikTok,
};

/** The mark of a provider; null for one this site does not draw (the button then shows its name's first letters). */
export function SocialMark({ provider }: { provider: string }) {
  if (!hasSocialMark(provider)) return null;
  const Drawn = MARKS[provider];
  return <Drawn />;
}

export const hasSocialMark = (provider: string): provider is SocialProvider => Object.hasOwn(MARKS, provider);
