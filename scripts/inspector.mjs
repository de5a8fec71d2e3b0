// The live heap of a server process, read through the V8 inspector (the server runs with `--inspect=127.0.0.1:PORT`).
// Shared by the server-memory regression test and the soak benchmark. Plain JavaScript, like the harness.

/** The one inspector target of a process listening on `port` (Node exposes one per process). */
async function debuggerUrl(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  if (!targets[0]?.webSocketDebuggerUrl) throw new Error(`No inspector target on port ${port}`);
  return targets[0].webSocketDebuggerUrl;
}

/**
 * A Chrome DevTools Protocol session with a Node process. `liveHeapBytes()` forces full garbage collections and
 * answers the bytes still reachable: what a leak grows, unlike RSS, which the allocator keeps after a peak.
 */
export async function connectInspector(port) {
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Cannot reach the inspector on port ${port}`)), {
      once: true,
    });
  });
  let lastId = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${message.error.code})`));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });

  return {
    async liveHeapBytes() {
      // Twice: objects with finalizers or weak references are released only by the collection after the one that
      // found them unreachable.
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const { usedSize } = await send('Runtime.getHeapUsage');
      return usedSize;
    },
    close() {
      socket.close();
    },
  };
}
