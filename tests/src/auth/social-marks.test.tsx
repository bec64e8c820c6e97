import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS } from '../../../streams/schemas/auth';
import { GoogleMark, SocialMark, hasSocialMark } from '../../../src/features/auth/SocialMarks';

describe('social sign-in marks', () => {
  it('[B20] every one of the sixteen providers has its mark drawn as inline SVG: no image, no link to download', () => {
    for (const provider of SOCIAL_PROVIDERS) {
      const { container, unmount } = render(<SocialMark provider={provider} />);
      const svg = container.querySelector('svg');
      expect(svg, provider).not.toBeNull();
      expect(svg!.getAttribute('aria-hidden'), provider).toBe('true');
      expect(svg!.querySelectorAll('path, rect, circle').length, provider).toBeGreaterThan(0);
      expect(container.querySelector('img, image, use, foreignObject'), provider).toBeNull();
      expect(container.innerHTML, provider).not.toMatch(/https?:|href=/);
      unmount();
    }
  });

  it('an unknown provider draws nothing (its button shows its name instead); the one-tap badge draws the Google G', () => {
    expect(hasSocialMark('myspace')).toBe(false);
    expect(render(<SocialMark provider="myspace" />).container.innerHTML).toBe('');
    expect(render(<GoogleMark size={18} />).container.querySelector('svg')?.getAttribute('width')).toBe('18');
  });

  it('two Instagram marks on one page do not share a gradient id', () => {
    const { container } = render(<><SocialMark provider="instagram" /><SocialMark provider="instagram" /></>);
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
  });
});
