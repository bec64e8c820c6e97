import { describe, it } from 'vitest';
import { timer, map } from 'rxjs';
import { marbles } from '../../support/marbles';

describe('marble harness', () => {
  it('runs virtual time', marbles((m) => {
    m.expect(timer(15_000).pipe(map(() => 'a'))).toBeObservable('15s (a|)');
  }));
});
