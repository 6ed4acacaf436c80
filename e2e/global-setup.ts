import { rmSync } from 'node:fs';

/** The run's database lives in a temporary directory: remove it when the run ends. */
export default function globalSetup(): () => void {
  const dataDir = process.env.NSA_E2E_DATA_DIR;
  return () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
