import { act, render, screen } from '@testing-library/react';
import { useDelayedBusy } from './delayed-busy';

function Days({ loading }: { loading: boolean }) {
  const busy = useDelayedBusy(loading);
  return <ul aria-label="Tage" aria-busy={busy} />;
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('useDelayedBusy', () => {
  it('marks a list busy only when its loading takes longer than 200 ms, and for at least 200 ms', () => {
    const { rerender } = render(<Days loading />);
    const list = screen.getByRole('list', { name: 'Tage' });
    act(() => jest.advanceTimersByTime(150));
    expect(list).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(50));
    expect(list).toHaveAttribute('aria-busy', 'true');
    rerender(<Days loading={false} />);
    act(() => jest.advanceTimersByTime(199));
    expect(list).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('never marks a quick load', () => {
    const { rerender } = render(<Days loading />);
    act(() => jest.advanceTimersByTime(120));
    rerender(<Days loading={false} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('list', { name: 'Tage' })).toHaveAttribute('aria-busy', 'false');
  });
});
