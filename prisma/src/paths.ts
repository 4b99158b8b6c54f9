import { fileURLToPath } from 'node:url';

export const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Git-ignored folder at the repository root that holds the embedded database between starts. */
export const dataDir = fileURLToPath(new URL('../../.data/', import.meta.url));
