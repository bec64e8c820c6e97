import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPORT_RULES } from '../../../server/sports/rules';
import { SportIcon } from '../../../src/features/sports/SportIcon';
import { Crest } from '../../../src/features/sports/GameBits';

const drawing = (slug: string, isCyber = false) => render(<SportIcon slug={slug} isCyber={isCyber} />).container.querySelector('svg')!.innerHTML;

describe('sports imagery', () => {
  it('every sport of the demo operator has its own icon in the menus, drawn as SVG; an unknown one gets the cup', () => {
    const cup = drawing('curling');
    for (const slug of Object.keys(SPORT_RULES)) {
      const svg = drawing(slug);
      expect(svg, slug).not.toBe('');
      expect(svg, slug).not.toBe(cup);
    }
    expect(drawing('chess-boxing', true)).not.toBe(cup);
  });

  it('a team shows its crest, drawn by the server from its name: decorative, lazily loaded, sized so nothing shifts', () => {
    const img = render(<Crest team="Sporting Reading & Co" size={40} />).container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/web-api/sports/crest?team=Sporting%20Reading%20%26%20Co');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '45']);
  });
});
