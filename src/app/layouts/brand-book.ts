import type { CSSProperties } from 'react';
import type { SiteConfig } from '../../../streams/schemas/site-config';

/** A custom property name: `--` then letters, digits, `-` or `_` (no escapes, nothing that ends the rule). */
const PROP = /^--[A-Za-z0-9_-]{1,64}$/;

/**
 * Values that could load something, run something or break out of the declaration are refused: url(),
 * image-set()/image() (both fetch), IE expression(), `javascript:`, @import, escapes (which could spell any of
 * these), declaration or block ends, comments, markup, and control characters. Colours, lengths, numbers,
 * font stacks, gradients and calc() pass.
 */
const FORBIDDEN = /url\s*\(|image-set\s*\(|image\s*\(|expression|javascript:|@import|\\|[;{}<>]|\/\*|\*\//i;

const hasControlCharacter = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function isSafeBrandBookProperty(prop: string): boolean {
  return PROP.test(prop);
}

export function isSafeBrandBookValue(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= 200 && !FORBIDDEN.test(v) && !hasControlCharacter(v);
}

/**
 * The partner brand book (site config partnerCssBrandBook) as an inline style of CSS custom properties for
 * the layout root. Only `--*` properties with safe values are applied; anything else is ignored, so a bad
 * entry never reaches the page. Later entries win over earlier ones.
 */
export function brandBookStyle(entries: SiteConfig['partnerCssBrandBook']): CSSProperties {
  const style: Record<string, string> = {};
  for (const { css_prop, css_value } of entries) {
    const prop = css_prop.trim();
    if (isSafeBrandBookProperty(prop) && isSafeBrandBookValue(css_value)) style[prop] = css_value.trim();
  }
  return style as CSSProperties;
}
