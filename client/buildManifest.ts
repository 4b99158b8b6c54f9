import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** What `builds/latest.json` holds: the build a fresh page load would get. */
export interface BuildManifest {
  id: string;
  /** When the build was made, in milliseconds since the epoch. */
  timestamp: number;
}

/**
 * Names this build and writes `builds/latest.json` beside the client's files. The running client knows its own
 * build as `__BUILD_ID__` (null under the dev server, which has no builds); when the file names another one, a
 * new version has been deployed since the page loaded, and the client's next navigation loads the page afresh
 * (src/app/newBuild.ts).
 */
export function buildManifest(): Plugin {
  const timestamp = Date.now();
  const manifest: BuildManifest = {
    id: `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`,
    timestamp,
  };
  return {
    name: 'client:build-manifest',
    config: (_config, { command }) => ({
      define: { __BUILD_ID__: command === 'build' ? JSON.stringify(manifest.id) : 'null' },
    }),
    generateBundle() {
      // Only the browser's bundle is a build that pages load.
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(manifest) });
    },
  };
}
