/**
 * Shared memory a pool thread writes its answers into, so that a stream of many answers (the certificates' ZIP)
 * never puts their bytes in the server thread's heap: a buffer moved from a thread stays in that thread's memory
 * until the server's thread runs a full collection, and a text answer is copied into this one's (decision 019;
 * bench/RESULTS.md, Certificates: 6,000 certificates 273–278 MB with slots, 281–296 MB without). A slot is lent
 * for one task and used again once its bytes have left (`sent()`: nothing of what was written waits in the
 * stream's output or the response). The thread writes the answer with `answerInto` (background-thread.mjs): its
 * length when it fit in the slot, else its bytes as a latin1 text.
 */
export interface SharedSlots {
  /** A slot for an answer about to be asked, if one is free or may be made. */
  take(): Uint8Array | undefined;
  /**
   * The answer's bytes: in its slot (lent until everything before it is sent), or the text answered instead. Asked
   * when every earlier answer is in the output, so that `sent()` covers them.
   */
  bytes(slot: Uint8Array | undefined, answer: string | number): Buffer;
}

/** At most `max` slots of `bytes` each, made as needed; `sent()` says whether everything given out so far has left. */
export function sharedSlots(options: { bytes: number; max: number; sent: () => boolean }): SharedSlots {
  const free: Uint8Array[] = [];
  let lent: Uint8Array[] = [];
  let made = 0;
  return {
    take() {
      if (free.length) return free.pop();
      if (made >= options.max) return undefined;
      made += 1;
      return new Uint8Array(new SharedArrayBuffer(options.bytes));
    },
    bytes(slot, answer) {
      if (options.sent()) {
        free.push(...lent);
        lent = [];
      }
      if (typeof answer === 'number' && slot) {
        lent.push(slot);
        return Buffer.from(slot.buffer, slot.byteOffset, answer);
      }
      if (slot) free.push(slot);
      return Buffer.from(String(answer), 'latin1');
    },
  };
}
