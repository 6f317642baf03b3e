/**
 * The accounts service as a process: `node dist/server.js` (PORT, HOST; Firebase from the
 * environment, admin.ts). At start, and then every RESUME_INTERVAL_MS, it finishes interrupted
 * account deletions and sends a staff digest of contact messages that are waiting for one.
 */
import { connectAdmin } from './admin';
import { readConfig } from './config';
import { sendDigestIfDue } from './contact';
import { resumePendingDeletions } from './deletion';
import { createService } from './http';

/**
 * How often the background work runs (a digest waits at most this long past its window);
 * BACKGROUND_INTERVAL_MS overrides it, 0 runs it only at start (the end-to-end tests, which drive
 * it themselves).
 */
const RESUME_INTERVAL_MS = Number(process.env.BACKGROUND_INTERVAL_MS ?? 60_000);

const log = (line: string) => console.log(`[accounts] ${line}`);
const config = readConfig();
const projectId = process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID ?? 'demo-penzugy';
const admin = connectAdmin(projectId);
const deps = { db: admin.db, auth: admin.auth, config, log };

async function background(): Promise<void> {
  try {
    const finished = await resumePendingDeletions(deps);
    if (finished) log(`finished ${finished} interrupted account deletion(s)`);
    const mailed = await sendDigestIfDue(admin.db, config);
    if (mailed) log(`mailed staff a digest of ${mailed} contact message(s)`);
  } catch (error) {
    log(`background work failed: ${String(error)}`);
  }
}

const server = createService(deps);
const port = Number(process.env.PORT ?? 8790);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => {
  log(`listening on http://${host}:${port} (project ${projectId})`);
  void background();
});
const timer = RESUME_INTERVAL_MS > 0 ? setInterval(() => void background(), RESUME_INTERVAL_MS) : undefined;

function shutdown() {
  clearInterval(timer);
  server.close(() => void admin.close().then(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
