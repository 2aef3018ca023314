// Typed access to the platform scripts (plain ES modules shared with npm start and the benchmarks).
import type { ChildProcess } from 'node:child_process';

export interface Platform {
  url: string;
  children: ChildProcess[];
  stop: () => Promise<void>;
}

interface PlatformModule {
  startPlatform(options?: { shellPort?: number; cmsEnv?: Record<string, string>; shellEnv?: Record<string, string>; quiet?: boolean }): Promise<Platform>;
}

interface ProcessModule {
  repo: string;
  shellEnvironment(): Record<string, string>;
  startProcess(name: string, args: string[], options?: { env?: Record<string, string>; quiet?: boolean }): ChildProcess;
  waitFor(url: string, options?: { timeoutMs?: number; ok?: (response: Response) => boolean }): Promise<void>;
  stopAll(children: ChildProcess[]): Promise<void>;
}

const platformPath = '../../scripts/lib/platform.mjs';
const processesPath = '../../scripts/lib/processes.mjs';

export async function startPlatform(options?: Parameters<PlatformModule['startPlatform']>[0]): Promise<Platform> {
  const module = (await import(platformPath)) as PlatformModule;
  return module.startPlatform(options);
}

export async function processes(): Promise<ProcessModule> {
  return (await import(processesPath)) as ProcessModule;
}
