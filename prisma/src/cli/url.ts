import { existsSync } from 'node:fs';
import path from 'node:path';
import { clusterUrl, readClusterRecord, runningPostmaster } from '../embedded-cluster.ts';
import { embeddedClusterDir } from '../server.ts';

// pnpm db:url   the address of this checkout's embedded database (port and password included), e.g. for psql
const dir = embeddedClusterDir;
const record = existsSync(path.join(dir, 'PG_VERSION')) ? await readClusterRecord(dir) : undefined;
if (!record) {
  console.error(
    `No address is recorded in ${dir} yet: \`npm start\` makes the cluster or records its address.`,
  );
  process.exit(1);
}
console.log(clusterUrl(record, 'platform'));
if (!(await runningPostmaster(dir))) console.error('The cluster is not running: `npm start` starts it.');
