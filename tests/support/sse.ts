/** Parses a streamed chat answer (`data: ...` lines) into its chunks, errors and end marker. */
export function parseStream(body: string): {
  text: string;
  chunks: string[];
  errors: string[];
  done: boolean;
} {
  const chunks: string[] = [];
  const errors: string[] = [];
  let done = false;
  for (const block of body.split('\n\n')) {
    const line = block.trim();
    if (!line.startsWith('data: ')) continue;
    const payload = line.slice('data: '.length);
    if (payload === '[DONE]') {
      done = true;
      continue;
    }
    const event = JSON.parse(payload) as { chunk?: string; error?: string };
    if (event.chunk !== undefined) chunks.push(event.chunk);
    if (event.error !== undefined) errors.push(event.error);
  }
  return { text: chunks.join(''), chunks, errors, done };
}
