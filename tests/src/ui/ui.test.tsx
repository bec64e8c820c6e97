import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton, Logo, wordmarkWidth } from '../../../src/ui';

describe('[R02] shared UI pieces', () => {
  it('Button is a real button that never submits by accident', () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={(e) => { e.preventDefault(); throw new Error('submitted'); }}>
        <Button onClick={onClick}>Go</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('LinkButton stays a link (href, test id passed through)', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/en/user/login" variant="primary" data-testid="header-login">Log in</LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/en/user/login');
    expect(link.getAttribute('data-testid')).toBe('header-login');
  });

  it('Logo is an accessible image of fixed size derived from the company name (no layout shift)', () => {
    const { rerender } = render(<Logo name="BetArena" height={32} />);
    const svg = screen.getByRole('img', { name: 'BetArena' });
    expect(svg.getAttribute('height')).toBe('32');
    expect(Number(svg.getAttribute('width'))).toBe(32 + 8 + wordmarkWidth('BetArena'));
    expect(svg.querySelector('text')?.getAttribute('textLength')).toBe(String(wordmarkWidth('BetArena')));
    expect(svg.textContent).toContain('BetArena');
    rerender(<Logo name="A much longer company name" height={32} />);
    expect(Number(screen.getByRole('img').getAttribute('width'))).toBeGreaterThan(32 + 8 + wordmarkWidth('BetArena'));
    // The gradient reference must point at an id that exists in the document.
    const ref = /url\(#([^)]+)\)/.exec(screen.getByRole('img').querySelector('rect')?.getAttribute('fill') ?? '')?.[1];
    expect(ref && document.getElementById(ref)).toBeTruthy();
  });
});
