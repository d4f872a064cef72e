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

/** Draws the part and waits until it `shows`, then unmounts it and does the same again. */
async function drawTwice(
  Part: ReturnType<typeof retryingLazy<{ name: string }>>,
  shows: () => Promise<void>,
) {
  const first = draw(Part);
  await shows();
  first.unmount();
  draw(Part);
  await shows();
}

const greets = async () => {
  await screen.findByText('Hello Ada');
};

describe('retryingLazy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the part once and shares it between draws', async () => {
    const load = vi.fn(async () => loaded);
    await drawTwice(retryingLazy(load), greets);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads afresh after a failed import, and keeps what it loaded', async () => {
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(new Error('chunk dropped'))
      .mockResolvedValue(loaded);
    await drawTwice(retryingLazy(load), greets);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a second failure in a row and stops asking', async () => {
    // React reports each error its boundary catches; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof loaded>>().mockRejectedValue(new Error('chunk gone'));
    await drawTwice(retryingLazy(load), async () => {
      expect((await screen.findByRole('alert')).textContent).toBe('chunk gone');
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
