import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export type ChildServer = {
  process: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The real server as its own process: `node --import tsx packages/server/src/main.ts` (no wrapper
 * process that a kill -9 would orphan), with demo data, on any free port of 127.0.0.1 unless `env`
 * says otherwise. Resolves with its URL once it logs that it listens.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('packages', 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '1',
      SEED_SIZE: 'small',
      LOG_LEVEL: 'error',
      // Soak and crash runs sign in far more often than a person could.
      NONCE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { process: child, pid: child.pid as number, url, output: () => output, exited };
}
