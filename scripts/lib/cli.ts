/** Runs a script's main() when its file is run directly (not when a test imports it); an error is one line and exit code 1. */
export function runWhenMain(module: NodeModule, main: () => void): void {
  if (require.main !== module) return;
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
