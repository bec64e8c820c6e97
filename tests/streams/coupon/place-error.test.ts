import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../streams/core/http';
import { placeError } from '../../../streams/coupon/effects/placement-request';

describe('a failed placement as the coupon keeps it', () => {
  it('[B11] no answer keeps the Idempotency-Key: the next press gets the first answer, never a second bet', () => {
    expect(placeError(new HttpError({ status: 0, kind: 'network' }))).toMatchObject({ code: 'network', keepKey: true });
  });

  it('[B11] a key the server says was used for another coupon (422) is dropped, so the next press places this one', () => {
    const reused = new HttpError({ status: 422, kind: 'http', code: 'idempotency_key_reused', details: ['used for a different request'] });
    expect(placeError(reused)).toMatchObject({ code: 'idempotency_key_reused', keepKey: false });
  });
});
