import { buildShell } from './app';
import { loadConfig } from './config';

async function start() {
  const config = loadConfig();
  const app = await buildShell(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const close = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

void start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
