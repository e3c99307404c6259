import { setFlagsFromString } from 'node:v8';

/**
 * How far this thread's heap may grow past what its last full collection kept before the next one: half as much
 * again. V8 picks the factor itself (up to 4× when its collector is fast), so a server that kept 40 MB after
 * starting let its heap reach 150 MB before collecting once while a ZIP of 10,000 certificates was written
 * (peak 349–355 MB); with 1.5× it collects at about 100 MB (peak 289 MB). The server keeps little between
 * requests (about 60 MB), so a full collection stays short. Read by V8 at each collection: set once, at start.
 */
const HEAP_GROWING_PERCENT = 50;

export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
