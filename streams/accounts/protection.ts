import { PROTECTION_BAD_MAX, PROTECTION_FULL, PROTECTION_GOOD_MAX, PROTECTION_NORMAL_MAX } from '../timing';

export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

/** B13: 30 or below bad; 31 to 69 normal; 70 to 99 good; 100 full. */
export function protectionStatus(level: number): ProtectionStatus {
  if (level >= PROTECTION_FULL) return 'full';
  if (level > PROTECTION_NORMAL_MAX) return level > PROTECTION_GOOD_MAX ? 'full' : 'good';
  if (level > PROTECTION_BAD_MAX) return 'normal';
  return 'bad';
}
