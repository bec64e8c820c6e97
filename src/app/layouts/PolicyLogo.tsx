/** The responsible-gaming policy seal shown in the footer for some geo countries (B28); inline, fixed size. */
export function PolicyLogo({ label, size = 44 }: { label: string; size?: number }) {
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 44 44">
      <circle cx="22" cy="22" r="20.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="22" cy="22" r="16" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 2.5" />
      <path
        d="M22 11.5 14.5 14.3v5.6c0 4.8 3.2 9 7.5 10.6 4.3-1.6 7.5-5.8 7.5-10.6v-5.6L22 11.5Z"
        fill="currentColor"
        fillOpacity="0.18"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="m18.5 21.2 2.6 2.6 4.6-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
