import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP endpoint (POST /v1/chat/completions, streaming or not), started
 * inside a test on a loopback port. It answers with scripted words, or fails the way real
 * providers do (503, 429), and records every request it received for assertions.
 */
export interface ScriptedModel {
  baseUrl: string;
  requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[];
  /** What the next calls do. */
  behaviour:
    | { kind: 'reply'; words: string[] }
    | { kind: 'fail'; status: number }
    /** Sends the first word, then holds the stream open until `release` settles. */
    | { kind: 'hold'; words: string[]; release: Promise<void> }
    /** Sends these words (maybe none), then goes silent with the stream left open, as a stalled model. */
    | { kind: 'stall'; words: string[] };
  close(): Promise<void>;
}

export async function startScriptedModel(): Promise<ScriptedModel> {
  const state: ScriptedModel = {
    baseUrl: '',
    requests: [],
    behaviour: { kind: 'reply', words: ['네, ', '그렇습니다.'] },
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      state.requests.push({ body, headers: req.headers });
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const behaviour = state.behaviour;
      if (behaviour.kind === 'fail') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      const created = Math.floor(Date.now() / 1000);
      const base = {
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created,
        model: String(body.model),
      };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: behaviour.words.join('') },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`,
      );
      if (behaviour.kind === 'hold') {
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: behaviour.words[0] } }] })}\n\n`,
        );
        void behaviour.release.then(() => {
          res.write(
            `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
          );
          res.end('data: [DONE]\n\n');
        });
        return;
      }
      if (behaviour.kind === 'stall') {
        for (const word of behaviour.words) {
          res.write(
            `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: word } }] })}\n\n`,
          );
        }
        return;
      }
      for (const word of behaviour.words) {
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: word } }] })}\n\n`,
        );
      }
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // Stalled or held streams would keep close() waiting for ever.
      server.closeAllConnections();
    });
  return state;
}
