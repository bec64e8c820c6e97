import type { PaymentDirection, PaymentMethod } from '../../streams/schemas/payments.ts';
import { PER_EUR } from '../../streams/schemas/eur-rates.ts';
import { minorDigits } from './currencies.ts';

export { PER_EUR };

// The demo cashier's payment methods and their limits. Limits are set in euros and scaled to the account's
// currency by a rough rate, then rounded to the method's step (so a limit is always a valid amount itself).

interface MethodDef {
  id: string;
  direction: PaymentDirection;
  kind: PaymentMethod['kind'];
  minEur: number;
  maxEur: number;
  /** Step in major units of the account currency (amounts must be a multiple of it). */
  step: number;
  destination: PaymentMethod['destination'];
  etaMinutes: number;
}

const METHODS: readonly MethodDef[] = [
  { id: 'card', direction: 'deposit', kind: 'card', minEur: 1, maxEur: 5_000, step: 1, destination: 'none', etaMinutes: 0 },
  { id: 'ewallet', direction: 'deposit', kind: 'ewallet', minEur: 5, maxEur: 2_000, step: 1, destination: 'none', etaMinutes: 0 },
  { id: 'bank', direction: 'deposit', kind: 'bank', minEur: 50, maxEur: 20_000, step: 10, destination: 'none', etaMinutes: 60 },
  { id: 'card-out', direction: 'withdrawal', kind: 'card', minEur: 0.1, maxEur: 5_000, step: 1, destination: 'card', etaMinutes: 30 },
  { id: 'ewallet-out', direction: 'withdrawal', kind: 'ewallet', minEur: 0.5, maxEur: 2_000, step: 1, destination: 'wallet', etaMinutes: 15 },
  { id: 'crypto-out', direction: 'withdrawal', kind: 'crypto', minEur: 20, maxEur: 10_000, step: 5, destination: 'crypto', etaMinutes: 60 },
];


export interface MethodLimits {
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
}

function limitsOf(def: MethodDef, currency: string): MethodLimits {
  const exp = minorDigits(currency);
  const unit = 10 ** exp;
  const rate = PER_EUR[currency] ?? 1;
  const stepMinor = Math.max(1, Math.round(def.step * unit));
  const roundTo = (major: number, dir: 'up' | 'down') => {
    const steps = (major * unit) / stepMinor;
    return (dir === 'up' ? Math.ceil(steps) : Math.floor(steps)) * stepMinor;
  };
  return { minMinor: Math.max(stepMinor, roundTo(def.minEur * rate, 'up')), maxMinor: roundTo(def.maxEur * rate, 'down'), stepMinor };
}

export function methodsFor(direction: PaymentDirection, currency: string): PaymentMethod[] {
  const unit = 10 ** (minorDigits(currency));
  return METHODS.filter((m) => m.direction === direction).map((m) => {
    const l = limitsOf(m, currency);
    return {
      id: m.id, direction: m.direction, kind: m.kind, destination: m.destination, etaMinutes: m.etaMinutes,
      min: l.minMinor / unit, max: l.maxMinor / unit, step: l.stepMinor / unit,
    };
  });
}

export function findMethod(id: string, direction: PaymentDirection, currency: string): { method: PaymentMethod; limits: MethodLimits } | null {
  const def = METHODS.find((m) => m.id === id && m.direction === direction);
  if (!def) return null;
  const method = methodsFor(direction, currency).find((m) => m.id === id)!;
  return { method, limits: limitsOf(def, currency) };
}

/** Null when the amount fits the method; else the problem: 'min', 'max' or 'step'. */
export function amountProblem(amountMinor: number, limits: MethodLimits): 'min' | 'max' | 'step' | null {
  if (amountMinor < limits.minMinor) return 'min';
  if (amountMinor > limits.maxMinor) return 'max';
  if (amountMinor % limits.stepMinor !== 0) return 'step';
  return null;
}

/** Luhn check of a card number (digits and spaces). */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A withdrawal destination as stored and shown: a card is masked to its last four digits. */
export function checkDestination(kind: PaymentMethod['destination'], raw: string): { ok: true; shown: string } | { ok: false } {
  const value = raw.trim();
  switch (kind) {
    case 'none':
      return { ok: true, shown: '' };
    case 'card':
      return luhnValid(value) ? { ok: true, shown: `•••• ${value.replace(/\s+/g, '').slice(-4)}` } : { ok: false };
    case 'wallet':
      return /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$|^W\d{8,12}$/.test(value) ? { ok: true, shown: value } : { ok: false };
    case 'crypto':
      return /^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$|^0x[a-fA-F0-9]{40}$/.test(value) ? { ok: true, shown: `${value.slice(0, 6)}…${value.slice(-4)}` } : { ok: false };
  }
}
