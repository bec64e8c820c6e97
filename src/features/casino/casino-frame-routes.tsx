import type { RouteObject } from 'react-router-dom';

/** The bare frame of a game (empty layout): casino-frame/{gameId}?mode=real|demo, opened by the game page. */
export const casinoFrameRoutes = (): RouteObject[] => [
  { path: 'casino-frame/:gameId', lazy: async () => ({ Component: (await import('./games/GameFramePage')).GameFramePage }) },
];
