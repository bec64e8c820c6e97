import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPORT_RULES } from '../../../server/sports/rules';
import { SportIcon } from '../../../src/features/sports/SportIcon';
import { TeamMonogram, monogramOf, teamHue } from '../../../src/features/sports/TeamMonogram';

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

  it('a team monogram is its initials in a colour that depends only on its name', () => {
    expect(monogramOf('Sporting Reading')).toBe('SR');
    expect(monogramOf('Fnatic')).toBe('FN');
    expect(monogramOf('Team Spirit — Academy')).toBe('TS');
    expect(monogramOf('Динамо Киев')).toBe('ДК');
    expect(teamHue('Frost Five')).toBe(teamHue('Frost Five'));
    const hues = new Set(['Void Gaming', 'Frost Five', 'Canberra Rovers', 'Richmond United', 'FC Wollongong', 'Olympic Perth'].map(teamHue));
    expect(hues.size).toBeGreaterThan(4);
    for (const h of hues) expect(h).toBeGreaterThanOrEqual(0);
    const badgeOf = (name: string) => render(<TeamMonogram name={name} />).container.querySelector<HTMLElement>('[data-testid="team-monogram"]')!;
    const badge = badgeOf('Void Gaming');
    expect(badge.textContent).toBe('VG');
    expect(badge.style.backgroundColor).not.toBe('');
    expect(badgeOf('void gaming').style.backgroundColor).toBe(badge.style.backgroundColor);
  });
});
