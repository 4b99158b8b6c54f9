import { composeSchemas } from './compose.ts';
import { staleFiles, writeFiles } from './files.ts';

// `pnpm schema` rewrites the generated SDL files; `pnpm schema --check` fails when any is out of date.
const composed = composeSchemas();
if (process.argv.includes('--check')) {
  const stale = await staleFiles(composed);
  if (stale.length) {
    console.error(`Out of date (run pnpm schema): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('Schema files are up to date.');
} else {
  await writeFiles(composed);
  console.log('Wrote schema/*.graphql');
}
