import type { UserRight } from '../../../streams/schemas/auth-answers';

// B19: a banned user (ban_level > 0) or a navigation-blocked one may only open these routes (relative to /{lang}/);
// the deposit and withdrawal pages stay reachable when the server's rights answer (C08) allows them. The server
// decides that from the ban level and the ban rule's version (45, or 53 in version 1): the page does not guess.
const ALWAYS = [
  /^$/, /^office\/(account|support|settings|security)(\/|$)/, /^confirm-terms$/, /^contacts$/, /^about$/, /^rules(\/|$)/,
  /^responsiblegaming$/, /^user\//, /^block/, /^suspension$/, /^maintenance$/,
];
const MONEY: ReadonlyArray<[RegExp, UserRight]> = [
  [/^office\/deduce(\/|$)/, 'withdraw'],
  [/^(office\/(recharge|historypay|payment)(\/|$)|onpay\/)/, 'deposit'],
];

/**
 * Whether a blocked user may stay on a route: true, false, or null while the answer waits for the user's rights
 * (a money route, rights not loaded yet).
 */
export function isAllowedWhileBanned(route: string, rights: readonly UserRight[] | null): boolean | null {
  const r = route.replace(/\/+$/, '');
  if (ALWAYS.some((re) => re.test(r))) return true;
  const money = MONEY.find(([re]) => re.test(r));
  if (!money) return false;
  return rights === null ? null : rights.includes(money[1]);
}
