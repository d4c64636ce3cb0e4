// Preloaded into every process `npm start` supervises: when the supervisor is gone (even after kill -9), its IPC
// channel closes and the child shuts itself down through its own SIGTERM handler instead of living on as an orphan.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
