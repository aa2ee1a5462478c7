// The SSH front of `hexfront serve`: what the command (src/cli) needs to start it, and the
// recordings it lists and replays.
export { startSshServer } from './server.js';
export type { SshServer, SshServerOptions, SshServerStats } from './server.js';
export { DEFAULT_LIMITS, resolveLimits } from './limits.js';
export type { ServeLimits } from './limits.js';
export { HOST_KEY_FILE, HostKeyError, loadOrCreateHostKey } from './host-key.js';
export type { HostKey } from './host-key.js';
export { SshTerminal } from './terminal.js';
export { NEEDS_TERMINAL, TERMINAL_RESET } from './session.js';
export { listRecordings, recordingsDir, replayRecording, AsciicastError } from '../record/index.js';
export type { RecordingInfo, ReplayOptions, ReplaySummary } from '../record/index.js';
