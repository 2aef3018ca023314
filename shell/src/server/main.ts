// Async boundary: shared modules (react, ...) are negotiated by the federation runtime first.
import('./bootstrap').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
