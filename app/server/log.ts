import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** pino's levels, and `silent` (the log level setting takes one). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's log (docs/requirements.md §12.3): one JSON object per line on stdout, with an ISO
 * time and the level as a word, for any log collector to parse. `destination` is for tests.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'smartburn-dashboard' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing: the default of the factories, so unit tests stay quiet. */
export const silentLogger: Logger = pino({ level: 'silent' });

/** Texts from outside (paths, upstream bodies) in a log line: cut, control characters shown as \uXXXX by JSON. */
export const cutForLog = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);
