import { describe, expect, it } from 'vitest';
import { protectionStatus } from '../../../streams/accounts/protection';
import { protectionLevelOf, PROTECTION_WEIGHTS } from '../../../streams/schemas/accounts';

describe('B13: protection level', () => {
  it('[B13] 30 or below is bad, 31-69 normal, 70-99 good, 100 full', () => {
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionStatus)).toEqual(['bad', 'bad', 'normal', 'normal', 'good', 'good', 'full']);
  });
  it('[B13] the level is the sum of the protection methods in use, all of them making 100', () => {
    const none = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false };
    expect(protectionLevelOf(none)).toBe(0);
    expect(protectionLevelOf({ ...none, enable_two_factor_auth: true, is_changed_password: true })).toBe(50);
    expect(Object.values(PROTECTION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(protectionLevelOf({ is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true })).toBe(100);
  });
});
