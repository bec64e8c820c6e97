import type { ReactNode } from 'react';

// Sport icons of the sports menus (issue 11), drawn here as inline SVG in the text colour: nothing to download.
// Line drawings on a 24x24 grid; a sport without its own drawing gets the cup. Only the pages with a sports menu
// load this file (the home page does not show one).

const ball = <circle cx="12" cy="12" r="9" />;
const gamepad = (
  <>
    <path d="M7 8h10a4 4 0 0 1 4 4l.6 4.2a2 2 0 0 1-3.5 1.6L16 15H8l-2.1 2.8a2 2 0 0 1-3.5-1.6L3 12a4 4 0 0 1 4-4z" />
    <path d="M8 10.5v3M6.5 12h3" />
    <circle cx="15.5" cy="11" r=".6" />
    <circle cx="17" cy="13" r=".6" />
  </>
);
const stickAndBall = (
  <>
    <path d="M5 3l8 14a3 3 0 0 0 2.6 1.5H20" />
    <circle cx="17.5" cy="14" r="1.6" />
  </>
);
const oval = (
  <>
    <ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-35 12 12)" />
    <path d="M9 15l6-6M10.5 10.5l1 1M12.5 12.5l1 1" />
  </>
);
const crosshair = (
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 2v5M12 17v5M2 12h5M17 12h5" />
    <circle cx="12" cy="12" r="1" />
  </>
);
const swords = <path d="M4 4l9 9M4 4h4l9 9M4 4v4l9 9M14 18l4-4M16 20l4-4M17.5 17.5L21 21" />;
const glove = (
  <>
    <path d="M7 4h7a4 4 0 0 1 4 4v5a5 5 0 0 1-5 5H9a4 4 0 0 1-4-4V6a2 2 0 0 1 2-2z" />
    <path d="M8 18v3h7v-3M11 9h4" />
  </>
);
const volleyball = (
  <>
    {ball}
    <path d="M12 3a9 9 0 0 1 0 9M12 12l7.8 4.5M12 12l-7.8 4.5M7 4.5A11 11 0 0 0 12 12M21 10a11 11 0 0 1-9 2" />
  </>
);
const cup = (
  <>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9 18h6" />
  </>
);

const ICONS: Record<string, ReactNode> = {
  football: (
    <>
      {ball}
      <path d="M12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4M9.8 14.5l-3 4M8.5 10.5l-5-1.5" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M4 3l7 13h7" />
      <ellipse cx="17" cy="20" rx="3" ry="1.2" />
    </>
  ),
  basketball: (
    <>
      {ball}
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  tennis: (
    <>
      {ball}
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  volleyball,
  'beach-volleyball': volleyball,
  handball: (
    <>
      {ball}
      <path d="M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18M3.5 9h17M3.5 15h17" />
    </>
  ),
  baseball: (
    <>
      {ball}
      <path d="M6 5.5c2 2 2 11 0 13M18 5.5c-2 2-2 11 0 13M7 8h1.6M7 12h1.8M7 16h1.6M15.4 8H17M15.2 12H17M15.4 16H17" />
    </>
  ),
  'american-football': oval,
  rugby: oval,
  'aussie-rules': oval,
  'table-tennis': (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M14.6 14.6l5.4 5.4" />
      <circle cx="19" cy="6" r="1.6" />
    </>
  ),
  badminton: (
    <>
      <path d="M14 10l6-6M12 8l2-6M16 12l6-2M8 16l6-6" />
      <circle cx="6.5" cy="17.5" r="3" />
    </>
  ),
  futsal: (
    <>
      {ball}
      <path d="M12 7v10M7 12h10" />
    </>
  ),
  'water-polo': (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M12 3v12M6 9h12M2 19c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5" />
    </>
  ),
  snooker: (
    <>
      {ball}
      <circle cx="12" cy="10" r="3.5" />
      <path d="M11 9h2v3" />
    </>
  ),
  darts: (
    <>
      {ball}
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 12l8-8M17 4h3v3" />
    </>
  ),
  mma: glove,
  boxing: glove,
  cricket: (
    <>
      <path d="M4 20l9.5-9.5 2 2L6 22zM13.5 10.5l4-4 2 2-4 4" />
      <circle cx="18" cy="17" r="2.5" />
    </>
  ),
  'field-hockey': stickAndBall,
  floorball: stickAndBall,
  bandy: stickAndBall,
  politics: (
    <>
      <path d="M4 20h16M6 20v-8h12v8M9 12V5h6v7M11 8h2" />
    </>
  ),
  marble: (
    <>
      <circle cx="7" cy="15" r="4" />
      <circle cx="16" cy="16" r="3" />
      <circle cx="13" cy="7" r="3.5" />
    </>
  ),
  cs2: crosshair,
  valorant: crosshair,
  'rainbow-six': crosshair,
  'dota-2': swords,
  'league-of-legends': swords,
  'mortal-kombat': glove,
  'starcraft-2': <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />,
  'rocket-league': (
    <>
      <path d="M3 15l2-5h10l4 3h2v3H3z" />
      <circle cx="7" cy="17" r="1.8" />
      <circle cx="17" cy="17" r="1.8" />
    </>
  ),
  'ea-fc': gamepad,
  ebasketball: gamepad,
  ehockey: gamepad,
};

export function SportIcon({ slug, isCyber = false }: { slug: string; isCyber?: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"
      aria-hidden="true" focusable="false" data-sport-icon={slug}>
      {ICONS[slug] ?? (isCyber ? gamepad : cup)}
    </svg>
  );
}
