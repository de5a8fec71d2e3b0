/** Runs once when the server starts (Node.js runtime only): see lib/server/startup.ts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server/startup');
    await startServer();
  }
}
