import { StatusLayout } from './StatusLayout';

/** R02 "blocked": logo, language switcher, the block page in a card, company line. */
export function BlockedLayout() {
  return <StatusLayout kind="blocked" />;
}
