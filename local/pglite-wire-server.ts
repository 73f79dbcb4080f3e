import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

type Pending = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

// Extended-protocol messages that leave a statement half-built in the session until the next Sync.
const EXTENDED = new Set(["P", "B", "D", "E", "C", "H", "F"].map((letter) => letter.charCodeAt(0)));
const SYNC = "S".charCodeAt(0);

/**
 * PGlite is one database session; every client connection shares it. pglite-socket's own queue interleaves
 * single messages, so one connection's Parse/Bind could land between another's, and another connection's
 * statements could run inside an open transaction. This queue gives one connection the session from its first
 * extended-protocol message until its Sync, and for as long as it has a transaction open.
 */
export class SessionQueue {
  private readonly queue: Pending[] = [];
  private processing = false;
  private owner: number | null = null;
  private readonly awaitingSync = new Set<number>();
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  private ownerHoldsSession(): boolean {
    return this.owner !== null && (this.awaitingSync.has(this.owner) || this.db.isInTransaction());
  }

  private async drain(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = this.ownerHoldsSession()
          ? this.queue.findIndex((item) => item.handlerId === this.owner)
          : 0;
        if (index === -1) break; // the owner's next message will call drain() again
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        const type = item.message[0] ?? 0;
        if (EXTENDED.has(type)) this.awaitingSync.add(item.handlerId);
        else if (type === SYNC || type === "Q".charCodeAt(0)) this.awaitingSync.delete(item.handlerId);
        this.owner = item.handlerId;
        try {
          let bytes = 0;
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i];
      if (item?.handlerId === handlerId) {
        this.queue.splice(i, 1);
        item.reject(new Error("Handler disconnected"));
      }
    }
    this.awaitingSync.delete(handlerId);
  }

  /** A connection that drops mid-transaction must not leave the shared session inside it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    this.owner = null;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    void this.drain();
  }
}

/** Serves a PGlite database over the Postgres wire protocol, one shared session, safely multiplexed. */
export async function serveOverWire(
  db: PGlite,
  port: number,
  host: string,
): Promise<{ stop(): Promise<void> }> {
  await db.waitReady;
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    // The handler only calls enqueue/clearQueueForHandler/clearTransactionIfNeeded/getQueueLength on its queue.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    async stop() {
      for (const handler of handlers) await handler.detach(true);
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
