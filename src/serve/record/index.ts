// Session recordings (asciicast v2) for `hexfront serve`.
export { AsciicastError, AsciicastRecorder, parseEvent, parseHeader } from './asciicast.js';
export type { AsciicastEvent, AsciicastHeader, RecorderOptions } from './asciicast.js';
export { TappedTerminal } from './tap.js';
export type { TerminalTap } from './tap.js';
export {
  RECORDINGS_DIR,
  listRecordings,
  recordTerminal,
  recordingFileName,
  recordingsDir,
  replayRecording,
  safeLabel,
} from './recordings.js';
export type {
  RecordTerminalOptions,
  Recording,
  RecordingInfo,
  ReplayOptions,
  ReplaySummary,
} from './recordings.js';
