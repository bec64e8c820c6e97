import { withCasino } from './use-casino';

// The frame route's page, one step removed: the main route table (routes.tsx, in the home page's JS) imports only
// this file, so the home page's preload list names one casino chunk instead of every chunk of the game UIs.
export const loadFramePage = () => import('./games/GameFramePage').then((m) => withCasino(m.GameFramePage));
