// A worker for workers/pool's tests: a task waits until its gate (an Int32Array on shared memory) is opened,
// then answers its label.
export default async function waitForGate({ gate, label }) {
  const cell = new Int32Array(gate);
  while (Atomics.load(cell, 0) === 0) await Atomics.waitAsync(cell, 0, 0).value;
  return label;
}
