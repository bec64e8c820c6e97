import { BAN_LEVEL_DEPOSIT_ALLOWED, BAN_LEVEL_DEPOSIT_ALLOWED_V1 } from '../../../streams/timing';

// B19: a banned user (ban_level > 0) or a navigation-blocked one may only open these routes (relative to /{lang}/);
// ban level 45 (rule version 1: 53) also keeps the deposit and withdrawal pages reachable.
const ALWAYS = [
  /^$/, /^office\/(account|support|settings|security)(\/|$)/, /^confirm-terms$/, /^contacts$/, /^about$/, /^rules(\/|$)/,
  /^responsiblegaming$/, /^user\//, /^block/, /^suspension$/, /^maintenance$/,
];
const MONEY = [/^office\/(recharge|deduce|historypay)(\/|$)/, /^office\/payment(\/|$)/, /^onpay\//];

export function isAllowedWhileBanned(route: string, banLevel: number): boolean {
  const r = route.replace(/\/+$/, '');
  if (ALWAYS.some((re) => re.test(r))) return true;
  return (banLevel === BAN_LEVEL_DEPOSIT_ALLOWED || banLevel === BAN_LEVEL_DEPOSIT_ALLOWED_V1) && MONEY.some((re) => re.test(r));
}
