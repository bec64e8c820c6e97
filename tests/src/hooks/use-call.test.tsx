import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import { useCall } from '../../../src/hooks/use-call';

// useCall: a new input never shows the previous input's answer, not even for one render.
function Probe({ calls, id, seen }: { calls: Map<string, Subject<string>>; id: string; seen: string[] }) {
  const state = useCall(calls, (c): Observable<string> => c.get(id)!, [id]);
  const text = state.status === 'ready' ? `${id}:${state.value}` : `${id}:${state.status}`;
  seen.push(text);
  return <p data-testid="probe">{text}</p>;
}

describe('useCall', () => {
  it('shows loading on the very render the input changes, then the new answer; never the old answer under the new input', () => {
    const calls = new Map([['a', new Subject<string>()], ['b', new Subject<string>()]]);
    const seen: string[] = [];
    const view = render(<Probe calls={calls} id="a" seen={seen} />);
    calls.get('a')!.next('answer A');
    view.rerender(<Probe calls={calls} id="a" seen={seen} />);
    expect(screen.getByTestId('probe').textContent).toBe('a:answer A');
    view.rerender(<Probe calls={calls} id="b" seen={seen} />);
    expect(screen.getByTestId('probe').textContent).toBe('b:loading');
    calls.get('b')!.next('answer B');
    view.rerender(<Probe calls={calls} id="b" seen={seen} />);
    expect(screen.getByTestId('probe').textContent).toBe('b:answer B');
    expect(seen.filter((s) => s.startsWith('b:')).every((s) => s === 'b:loading' || s === 'b:answer B')).toBe(true);
  });
});
