import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryingLazy } from '@shared/ui/retrying-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class ShowsError extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function draw(Part: ReturnType<typeof retryingLazy<{ name: string }>>) {
  return render(
    <ShowsError>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>
    </ShowsError>,
  );
}

const loaded = { default: Greeting };

describe('retryingLazy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the part once and shares it between draws', async () => {
    const load = vi.fn(async () => loaded);
    const Part = retryingLazy(load);
    const first = draw(Part);
    await screen.findByText('Hello Ada');
    first.unmount();
    draw(Part);
    await screen.findByText('Hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after a failed import, and keeps what it loaded', async () => {
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(new Error('chunk dropped'))
      .mockResolvedValue(loaded);
    const Part = retryingLazy(load);
    const first = draw(Part);
    await screen.findByText('Hello Ada');
    first.unmount();
    draw(Part);
    await screen.findByText('Hello Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a second failure in a row and stops asking', async () => {
    // React reports each error its boundary catches; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof loaded>>().mockRejectedValue(new Error('chunk gone'));
    const Part = retryingLazy(load);
    const first = draw(Part);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk gone');
    first.unmount();
    draw(Part);
    expect((await screen.findByRole('alert')).textContent).toBe('chunk gone');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
