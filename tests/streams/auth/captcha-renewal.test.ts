import { describe, it } from 'vitest';
import { marbles } from '../../support/marbles';
import { captchaRenewals$ } from '../../../streams/auth/captcha-renewal';

describe('captcha picture lifetime (C10)', () => {
  it('[C10] a picture is replaced when the lifetime GET /captcha/gettime tells is over; a new picture starts its own', marbles((m) => {
    const time = m.cold('-(t|)', { t: { time: 1_800_000_000, lifetimeSec: 60 } });
    // The first picture at 0; the player asks for another at 30 s.
    const loaded = m.hot('a 29999ms b', { a: 'first', b: 'second' });
    m.expect(captchaRenewals$(time, loaded), '^ 200s !').toBeObservable('90s x', { x: undefined });
    m.expect(time).toHaveSubscriptions('^!'); // asked once, done with its answer
  }));
});
