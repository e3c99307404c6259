/**
 * The server's clock as this screen knows it. Every heartbeat of the live stream carries the server's time;
 * `serverTime − receivedAt` is the offset plus the delivery delay, so the largest recent sample is the one
 * delivered fastest. Timers are read as `Date.now() + offset`, never from an HTTP `Date` header.
 */
export class ServerClock {
  private samples: number[] = [];
  private readonly keep: number;
  private readonly listeners = new Set<() => void>();

  constructor(keep = 4) {
    this.keep = keep;
  }

  /** Whether a heartbeat has been heard since the last `reset` (until then the local clock is used). */
  get measured(): boolean {
    return this.samples.length > 0;
  }

  /** Milliseconds to add to the local clock to read the server's. */
  get offset(): number {
    return this.samples.length === 0 ? 0 : Math.max(...this.samples);
  }

  /** Records a heartbeat's server time, heard at `receivedAt` (local ms). */
  heard(serverTime: number, receivedAt = Date.now()): void {
    this.samples = [...this.samples.slice(-(this.keep - 1)), serverTime - receivedAt];
    for (const listener of this.listeners) listener();
  }

  /** Forgets the samples (after a reconnection the local clock may have jumped: a sleeping laptop). */
  reset(): void {
    this.samples = [];
  }

  /** The server's time now, in ms. */
  now(local = Date.now()): number {
    return local + this.offset;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
