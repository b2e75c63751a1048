/**
 * Reading a streamed patient reply (contract/practice.ts): lines `data: {"chunk": "..."}`,
 * `data: {"error": "..."}` and a final `data: [DONE]`, separated by blank lines.
 *
 * Network chunks do not respect lines, nor UTF-8 characters: a Korean syllable can arrive split
 * across two reads. So bytes go through one streaming TextDecoder, and the parser keeps the
 * unfinished last line until the rest arrives. A stream that ends without [DONE] is a lost
 * connection, not an empty reply.
 */
import { STREAM_DONE, streamEvent } from '../../../contract/practice';
import { streamError, toApiError } from './errors';

export type ParsedStreamEvent =
  { type: 'chunk'; text: string } | { type: 'error'; message: string } | { type: 'done' };

export interface StreamParser {
  /** Feeds decoded text; returns the events completed by it. */
  push(text: string): ParsedStreamEvent[];
  /** The stream ended: parses a last line that had no newline after it. */
  end(): ParsedStreamEvent[];
}

function parseLine(rawLine: string): ParsedStreamEvent | null {
  const line = rawLine.trim();
  if (!line.startsWith('data:')) return null; // blank separators, comments, event: fields
  const payload = line.slice('data:'.length).trim();
  if (payload === STREAM_DONE) return { type: 'done' };
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null; // a malformed line is skipped rather than ending a reply that is otherwise fine
  }
  const parsed = streamEvent.safeParse(json);
  if (!parsed.success) return null;
  return 'chunk' in parsed.data
    ? { type: 'chunk', text: parsed.data.chunk }
    : { type: 'error', message: parsed.data.error };
}

export function createStreamParser(): StreamParser {
  let buffer = '';
  const drain = (final: boolean) => {
    const lines = buffer.split(/\r?\n/);
    buffer = final ? '' : (lines.pop() ?? '');
    const events: ParsedStreamEvent[] = [];
    for (const line of lines) {
      const event = parseLine(line);
      if (event) events.push(event);
    }
    return events;
  };
  return {
    push(text) {
      buffer += text;
      return drain(false);
    },
    end() {
      return drain(true);
    },
  };
}

/**
 * Reads a streamed reply to the end, calling `onChunk` with each piece of text as it arrives.
 * Resolves on [DONE]; throws an ApiError (kind 'stream' or 'network') on an error line, a cut
 * connection, or an end without [DONE].
 */
export async function readChatStream(response: Response, onChunk: (text: string) => void): Promise<void> {
  if (!response.body) throw streamError();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createStreamParser();

  const handle = (events: ParsedStreamEvent[]): 'done' | 'more' => {
    for (const event of events) {
      if (event.type === 'chunk') onChunk(event.text);
      else if (event.type === 'error') throw streamError(event.message);
      else return 'done';
    }
    return 'more';
  };

  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        throw await toApiError(error);
      }
      if (read.done) {
        if (handle(parser.push(decoder.decode())) === 'done' || handle(parser.end()) === 'done') return;
        throw streamError();
      }
      if (handle(parser.push(decoder.decode(read.value, { stream: true }))) === 'done') return;
    }
  } finally {
    // After [DONE] or an error nothing more is wanted; free the connection.
    void reader.cancel().catch(() => undefined);
  }
}
