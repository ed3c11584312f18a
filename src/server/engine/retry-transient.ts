// PostgreSQL may end one of two transactions that wait on each other (deadlock 40P01) or that
// conflict (serialization 40001), and SQLite may answer busy: the work is correct, it only has to
// run again. The engine's transactions take their rows in one order (campaign runs, DIDs, their
// hourly figures, contact groups, the minute's stats) to make this rare; this makes it harmless.
const TRANSIENT = new Set(['40P01', '40001', 'SQLITE_BUSY']);

const isTransient = (error: unknown) => typeof error === 'object' && error !== null && TRANSIENT.has(String((error as { code?: unknown }).code));

export async function retryTransient<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}
