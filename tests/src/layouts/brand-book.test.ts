import { describe, expect, it } from 'vitest';
import { brandBookStyle, isSafeBrandBookProperty, isSafeBrandBookValue } from '../../../src/app/layouts/brand-book';

describe('[R02] partner brand book sanitiser', () => {
  it('[R02] accepts custom properties with plain values', () => {
    for (const value of ['#0f1923', 'rgb(10 20 30 / 50%)', '12px', 'calc(4px * 2)', 'linear-gradient(90deg, #000, #fff)', "'Inter', system-ui, sans-serif", '700']) {
      expect(isSafeBrandBookValue(value), value).toBe(true);
    }
    for (const prop of ['--color-accent', '--a', '--brand_1']) expect(isSafeBrandBookProperty(prop), prop).toBe(true);
  });

  it('[R02] refuses anything that loads, runs or escapes', () => {
    for (const value of [
      'url(https://evil.example/a.png)', 'URL (x)', 'image-set("a.png" 1x)', 'expression(alert(1))', 'javascript:alert(1)',
      'red; color: blue', 'red } body { display:none', '@import "x"', '\\75 rl(x)', 'red /* */', '<script>', '', '   ',
      'a'.repeat(201), 'red\nblue',
    ]) {
      expect(isSafeBrandBookValue(value), JSON.stringify(value)).toBe(false);
    }
    for (const prop of ['color', 'background', '-color', '--', '--a b', '--a;b', '--a:b', '--x\\3b', `--${'a'.repeat(65)}`]) {
      expect(isSafeBrandBookProperty(prop), prop).toBe(false);
    }
  });

  it('[R02] builds a style object of the good entries only, later entries winning', () => {
    expect(
      brandBookStyle([
        { css_prop: '--color-accent', css_value: ' #111 ' },
        { css_prop: 'color', css_value: 'red' },
        { css_prop: '--color-bg', css_value: 'url(x)' },
        { css_prop: '--color-accent', css_value: '#222' },
      ]),
    ).toEqual({ '--color-accent': '#222' });
  });
});
