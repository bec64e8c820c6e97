import pg from 'pg';

// Leader election (issue 21): work that must run once in a cluster (the live simulator, the crash game's rounds and
// their settlement, the session purge) runs on one instance, the leader, chosen through PostgreSQL. Each instance
// keeps a connection of its own and tries a session-level advisory lock every `retryMs`; the holder is the leader
// for as long as that connection lives. When the leader's process dies, PostgreSQL ends its session and frees the
// lock, and another instance takes it at its next try (within retryMs, well under the 10 s the issue allows). If
// the leader's own connection fails, it stops leading at once (it can no longer prove it holds the lock).
// With the embedded PGlite there is one process, and it is the leader.

/** The advisory lock key of the leader (an arbitrary constant, distinct from the migration and sports locks). */
export const LEADER_LOCK = 621_000_001;

export interface Leadership {
  isLeader(): boolean;
  /** Stops trying; a leader releases the lock (its connection closes) after onLose ran. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  /** PostgreSQL URL, or null for the embedded database (always the leader). */
  databaseUrl: string | null;
  onLead: () => void;
  onLose: () => Promise<void> | void;
  retryMs?: number;
  log?: (message: string, err?: unknown) => void;
}

export function createLeadership(options: LeadershipOptions): Leadership {
  const retryMs = options.retryMs ?? 2_000;
  const log = options.log ?? (() => undefined);
  let leader = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const lead = () => {
    leader = true;
    options.onLead();
  };
  const lose = async () => {
    if (!leader) return;
    leader = false;
    await options.onLose();
  };

  if (!options.databaseUrl) {
    lead();
    return { isLeader: () => leader, stop: async () => { stopped = true; await lose(); } };
  }
  const url = options.databaseUrl;

  const dropClient = () => {
    const c = client;
    client = null;
    void c?.end().catch(() => undefined);
  };
  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  };
  async function attempt(): Promise<void> {
    if (stopped) return;
    if (leader) {
      // Still leading: the connection must still answer (a silent network loss raises no 'error' event).
      try {
        await client!.query('SELECT 1');
      } catch (err) {
        log('leader connection check failed', err);
        dropClient();
        await lose();
      }
      schedule();
      return;
    }
    try {
      if (!client) {
        const c = new pg.Client({ connectionString: url, application_name: 'betsite-leader' });
        // A lost connection means a lost lock: stop leading, then try again on a new connection.
        c.on('error', (err) => {
          log('leader connection lost', err);
          dropClient();
          void lose().then(schedule);
        });
        await c.connect();
        client = c;
      }
      const row = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LEADER_LOCK]);
      if (row.rows[0]?.ok) lead();
    } catch (err) {
      log('leader election attempt failed', err);
      dropClient();
    }
    schedule();
  }
  void attempt();

  return {
    isLeader: () => leader,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await lose();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
