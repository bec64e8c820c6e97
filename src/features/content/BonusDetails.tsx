import type { BonusOffer } from '../../../streams/schemas/offers';
import { FallbackNotice } from './ContentKit';
import { SafeHtml } from './SafeHtml';
import { TakeBonus } from './TakeBonus';
import { BonusFacts } from './offer-kit';

/**
 * A bonus as its pages show it (R12): the notice of a text shown in English, its terms as facts, "take the bonus" and
 * its text. The bonus pages and the casino's bonus pages (R08, R11) show their bonus with it.
 */
export function BonusDetails({ bonus }: { bonus: BonusOffer }) {
  return (
    <>
      <FallbackNotice shown={bonus} />
      <BonusFacts terms={bonus.terms} />
      <TakeBonus bonus={bonus} />
      <SafeHtml html={bonus.html} />
    </>
  );
}
