/** A probe result handed to one caller; release it once the value is no longer in use. */
export interface HealthLease<T> {
  value: T;
  /** When the probe that produced `value` finished. */
  checkedAt: Date;
  /** True when the result had already settled before this caller asked: a reuse, not a fresh probe. */
  reused: boolean;
  release(): void;
}

export interface HealthCacheOptions<T> {
  /** How long a settled result is reused; 0 means only callers that join a probe in flight share it. */
  ttlMs: number;
  now: () => Date;
  probe: () => Promise<T>;
  /** Frees what a result holds (an open MCP client); called once it is retired and nobody uses it. */
  dispose?: (value: T) => Promise<void> | void;
}

/** A single-flight, time-limited cache of one health probe. */
export interface HealthCache<T> {
  acquire(): Promise<HealthLease<T>>;
  /** Drops `value` if it is the current result, so the next caller probes again. */
  invalidate(value: T): void;
  /** Retires the current result; anything still leased is disposed when released. */
  close(): void;
}

interface Entry<T> {
  promise: Promise<T>;
  settled: boolean;
  value?: T;
  checkedAt: Date;
  expiresAt: number;
  users: number;
  retired: boolean;
  disposed: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Concurrent callers share the probe in flight instead of each probing (no stampede), and a settled
 * result is reused for `ttlMs`. Results are reference-counted so a result that holds a connection is
 * only disposed after its TTL has passed (or it was invalidated) and its last user has released it.
 */
export function createHealthCache<T>(options: HealthCacheOptions<T>): HealthCache<T> {
  const { ttlMs, now, probe, dispose } = options;
  let current: Entry<T> | null = null;

  const maybeDispose = (entry: Entry<T>): void => {
    if (!entry.retired || entry.users > 0 || !entry.settled || entry.disposed) return;
    entry.disposed = true;
    if (dispose && entry.value !== undefined) void Promise.resolve(dispose(entry.value)).catch(() => {});
  };

  const retire = (entry: Entry<T>): void => {
    entry.retired = true;
    if (entry.timer) clearTimeout(entry.timer);
    if (current === entry) current = null;
    maybeDispose(entry);
  };

  const start = (): Entry<T> => {
    const entry: Entry<T> = { promise: Promise.resolve(undefined as T), settled: false, checkedAt: now(), expiresAt: 0, users: 0, retired: false, disposed: false };
    entry.promise = probe().then(
      (value) => {
        entry.settled = true;
        entry.value = value;
        entry.checkedAt = now();
        entry.expiresAt = entry.checkedAt.getTime() + ttlMs;
        if (ttlMs <= 0 || entry.retired) retire(entry);
        // The timer only frees resources early; reuse is decided by the injected clock below.
        else (entry.timer = setTimeout(() => retire(entry), ttlMs)).unref?.();
        return value;
      },
      (error: unknown) => {
        entry.settled = true;
        retire(entry);
        throw error;
      },
    );
    return entry;
  };

  const join = async (entry: Entry<T>, reused: boolean): Promise<HealthLease<T>> => {
    entry.users += 1;
    let value: T;
    try {
      value = await entry.promise;
    } catch (error) {
      entry.users -= 1;
      throw error;
    }
    let released = false;
    return {
      value,
      checkedAt: entry.checkedAt,
      reused,
      release: () => {
        if (released) return;
        released = true;
        entry.users -= 1;
        maybeDispose(entry);
      },
    };
  };

  return {
    acquire: () => {
      const entry = current;
      if (entry && !entry.retired && (!entry.settled || now().getTime() < entry.expiresAt)) return join(entry, entry.settled);
      if (entry) retire(entry);
      current = start();
      return join(current, false);
    },
    invalidate: (value) => {
      if (current?.settled && current.value === value) retire(current);
    },
    close: () => {
      if (current) retire(current);
    },
  };
}
