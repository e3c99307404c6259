import pg from 'pg';

/**
 * Publish/subscribe between the writers and the open streams, with no product rules: a message is a short
 * hint on a topic ("something new at this point"), or what is new itself when it fits (under 8,000 bytes on
 * PostgreSQL); a subscriber reads what the message does not hold from the database, so a message may be lost or
 * repeated without harm. Every subscriber is also called when the bus cannot vouch
 * that nothing was missed (the PostgreSQL listener reconnected), with the message `null`.
 */
export interface Bus {
  /** Sends `message` to every subscriber of `topic`, in this process and (PostgreSQL) in every other. */
  publish(topic: string, message: string): Promise<void>;
  /** Calls `listener` for each message on `topic`; returns the unsubscribe. */
  subscribe(topic: string, listener: (message: string | null) => void): () => void;
  /** Stops listening; later publishes go nowhere. */
  close(): Promise<void>;
}

/** The topic on which a commission's press headlines are announced (its banners refetch them). */
export function newsTopic(commissionId: string): string {
  return `news:${commissionId}`;
}

/**
 * The topic on which a commission's ballots are announced (votes from phones, decision 036): the message is
 * `voteId cast eligible delegationId`; the streams send the count as it is (no read per stream, no choice ever), and the
 * delegation's own phones alone hear that their delegation voted.
 */
export function ballotsTopic(commissionId: string): string {
  return `ballots:${commissionId}`;
}

/**
 * The topic on which a request made or withdrawn from a phone is announced (the digital placard, decision 037): the
 * message is the delegation's id; the consoles read their queue again.
 */
export function requestsTopic(commissionId: string): string {
  return `requests:${commissionId}`;
}

/**
 * The topic on which a change to one of a commission's working papers is announced (decision 038): the message is
 * `paperId version`, the paper's version after the write; the phones' and the chair's pages read the paper again.
 */
export function papersTopic(commissionId: string): string {
  return `papers:${commissionId}`;
}

type Listener = (message: string | null) => void;

/** The subscribers of each topic, called in the order they subscribed. */
function subscribers() {
  const byTopic = new Map<string, Set<Listener>>();
  return {
    add(topic: string, listener: Listener) {
      const set = byTopic.get(topic) ?? new Set<Listener>();
      set.add(listener);
      byTopic.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byTopic.delete(topic);
      };
    },
    deliver(topic: string, message: string | null) {
      for (const listener of [...(byTopic.get(topic) ?? [])]) listener(message);
    },
    deliverAll(message: null) {
      for (const topic of [...byTopic.keys()]) this.deliver(topic, message);
    },
    clear() {
      byTopic.clear();
    },
  };
}

/** One process (SQLite: one server process writes the file): messages go straight to the subscribers. */
export function createLocalBus(): Bus {
  const subs = subscribers();
  let closed = false;
  return {
    async publish(topic, message) {
      if (!closed) queueMicrotask(() => subs.deliver(topic, message));
    },
    subscribe: (topic, listener) => subs.add(topic, listener),
    async close() {
      closed = true;
      subs.clear();
    },
  };
}

/**
 * A second channel heard on the bus's listening connection: `heard` for each notification (with the process id
 * of the PostgreSQL backend that sent it and its payload, the table written),
 * `listening(true)` once the connection listens (at start and after each reconnect), `listening(false)` as
 * soon as it drops or the bus closes. (PostgreSQL's data generation, `db/database.ts`.)
 */
export interface Watch {
  channel: string;
  heard(from: number, table?: string): void;
  listening(on: boolean): void;
}

/** At most this many messages in one statement (each a parameter, most of a few bytes). */
const MAX_MESSAGES_PER_STATEMENT = 100;

/** PostgreSQL's limit on a notification's payload (the topic and the message, as JSON): a longer one is refused. */
const MAX_PAYLOAD_BYTES = 7_999;

/** The listening connection's `application_name`. */
export const BUS_CONNECTION_NAME = 'quorum-bus';

/**
 * Several processes on one PostgreSQL database: `NOTIFY` on one channel for the whole app (payload: topic and
 * message, under 8,000 bytes) and `LISTEN` on a dedicated connection, kept open and reopened when it drops; messages are
 * sent on that connection too, several in one statement (`publish` of the options only while it reopens), so that
 * they never queue for the pool.
 * Messages of this process go through PostgreSQL too, so every process sees them in the same order. The same
 * connection also listens to `watch`, if given.
 */
export async function createPostgresBus(
  connectionString: string,
  opts: {
    channel?: string;
    publish: (channel: string, payload: string) => Promise<void>;
    warn?: (text: string) => void;
    watch?: Watch;
  },
): Promise<Bus> {
  const channel = opts.channel ?? 'quorum_bus';
  const warn = opts.warn ?? ((text: string) => console.warn(text));
  const subs = subscribers();
  const watch = opts.watch;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    // Named, so that PostgreSQL's activity view tells it apart from the pool's connections.
    const next = new pg.Client({ connectionString, application_name: BUS_CONNECTION_NAME });
    next.on('notification', (n) => {
      if (watch && n.channel === watch.channel) watch.heard(n.processId, n.payload || undefined);
      if (n.channel !== channel || !n.payload) return;
      const [topic, message] = JSON.parse(n.payload) as [string, string];
      subs.deliver(topic, message);
    });
    next.on('error', (error) => {
      warn(`PostgreSQL: se perdió la conexión de avisos en vivo (${error.message}); se reabre.`);
      reopen(next);
    });
    next.on('end', () => reopen(next));
    await next.connect();
    const channels = watch ? [channel, watch.channel] : [channel];
    await next.query(channels.map((c) => `LISTEN ${pg.escapeIdentifier(c)};`).join(' '));
    if (closed) await next.end();
    else {
      client = next;
      watch?.listening(true);
    }
  };
  /** Reopens after a drop, retrying every second; what was published meanwhile is read by every subscriber. */
  const reopen = (dropped: pg.Client) => {
    if (closed || client !== dropped) return;
    client = null;
    watch?.listening(false);
    dropped.end().catch(() => {});
    scheduleConnect();
  };
  const scheduleConnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => subs.deliverAll(null),
        (error: Error) => {
          warn(`PostgreSQL: no se pudo reabrir la conexión de avisos en vivo (${error.message}).`);
          scheduleConnect();
        },
      );
    }, 1000);
  };

  /**
   * Messages are sent one statement at a time on the listening connection, which waits for nothing else (a pool busy
   * with other requests' statements, a vote's first ballots, would hold them back): those published while one is under
   * way go together in the next, one transaction for them all (each transaction that notifies takes PostgreSQL's notify
   * lock at its commit), in the order they were published. (PostgreSQL delivers one of two identical messages of one
   * transaction: the same message twice says nothing more.) While that connection reopens, through the pool.
   */
  const waiting: { payload: string; sent: () => void; failed: (error: Error) => void }[] = [];
  let sending = false;
  const sendWaiting = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_MESSAGES_PER_STATEMENT);
      const payloads = batch.map((m) => m.payload);
      try {
        if (client) await client.query(`select ${payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`, [channel, ...payloads]);
        else for (const payload of payloads) await opts.publish(channel, payload);
        for (const m of batch) m.sent();
      } catch (error) {
        for (const m of batch) m.failed(error as Error);
      }
    }
    sending = false;
  };

  await connect();
  return {
    publish(topic, message) {
      if (closed) return Promise.resolve();
      const payload = JSON.stringify([topic, message]);
      // Refused alone: in a statement with others it would fail them all.
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        return Promise.reject(new Error(`bus message over ${MAX_PAYLOAD_BYTES} bytes on ${topic}`));
      return new Promise<void>((sent, failed) => {
        waiting.push({ payload, sent, failed });
        if (!sending) void sendWaiting();
      });
    },
    subscribe: (topic, listener) => subs.add(topic, listener),
    async close() {
      closed = true;
      watch?.listening(false);
      if (retry) clearTimeout(retry);
      subs.clear();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
