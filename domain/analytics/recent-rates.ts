import { SortedWindow } from './sorted-window';

/** The last `capacity` normal rates: arrival order in a ring, sorted copy for median and MAD. */
export class RecentRates {
  private readonly ring: Float64Array;
  private readonly sorted: SortedWindow;
  private next = 0;

  constructor(private readonly capacity: number) {
    this.ring = new Float64Array(capacity);
    this.sorted = new SortedWindow(capacity);
  }

  get size(): number {
    return this.sorted.size;
  }

  remember(value: number): void {
    if (this.sorted.size === this.capacity) this.sorted.replace(this.ring[this.next]!, value);
    else this.sorted.add(value);
    this.ring[this.next] = value;
    this.next = (this.next + 1) % this.capacity;
  }

  median(): number {
    return this.sorted.median();
  }

  mad(center: number): number {
    return this.sorted.mad(center);
  }
}
