/**
 * One PostgreSQL connection of this process that `LISTEN`s on a channel (decision 034): its own
 * client, outside the pool, so a busy pool never delays a notification. When the connection is lost
 * the owner is told at once (`lost`: whatever it kept on the strength of the notifications is no
 * longer safe), and it reconnects with a doubling pause; once listening again it says so (`listening`).
 * Notifications sent while it was away are not replayed by PostgreSQL: the owner must start afresh.
 */
import pg from "pg";

export interface NotificationHandlers {
  /** The payload of one notification on the channel. */
  notified(payload: string): void;
  /** The connection is listening (first time, or again after a loss). */
  listening(): void;
  /** The connection is gone, or could not be made: notifications may be missed from now on. */
  lost(reason: string): void;
}

export interface NotificationListener {
  readonly isListening: boolean;
  close(): Promise<void>;
}

export interface ListenerOptions {
  /** First pause before reconnecting; doubled after each failure up to `maxDelayMs`. */
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** The client to connect (tests pass one they can break). */
  readonly client?: () => pg.Client;
}

/** A channel name safe to put in `LISTEN` unquoted: lower-case letters, digits, underscore. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

export function listenForNotifications(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenerOptions = {},
): NotificationListener {
  assertChannelName(channel);
  const minDelayMs = options.minDelayMs ?? 100;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const makeClient = options.client ?? (() => new pg.Client({ connectionString: url }));
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delayMs = minDelayMs;
  let retry: NodeJS.Timeout | null = null;

  function lose(current: pg.Client, reason: string): void {
    if (client !== current) return;
    client = null;
    listening = false;
    current.removeAllListeners();
    // A client in error may still hold its socket.
    current.on("error", () => undefined);
    current.end().catch(() => undefined);
    if (closed) return;
    handlers.lost(reason);
    retry = setTimeout(connect, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }

  async function connect(): Promise<void> {
    retry = null;
    if (closed) return;
    const current = makeClient();
    client = current;
    current.on("error", (error) => lose(current, error.message));
    current.on("end", () => lose(current, "connection ended"));
    current.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.notified(message.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(current, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== current || closed) return;
    // Listening must never keep the process alive on its own (an app not closed, a test's worker).
    (
      current as unknown as { connection?: { stream?: { unref?: () => void } } }
    ).connection?.stream?.unref?.();
    listening = true;
    delayMs = minDelayMs;
    handlers.listening();
  }

  void connect();
  return {
    get isListening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
