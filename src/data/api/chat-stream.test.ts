import { describe, expect, it } from 'vitest';
import { createStreamParser, readChatStream } from './chat-stream';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

const encoder = new TextEncoder();

/** A streamed answer delivered in exactly these byte pieces (network chunks ignore line ends). */
function streamOf(pieces: Array<Uint8Array | string | Error>): Response {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const piece = pieces.shift();
      if (piece === undefined) return controller.close();
      if (piece instanceof Error) return controller.error(piece);
      controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

async function read(pieces: Array<Uint8Array | string | Error>) {
  const chunks: string[] = [];
  let error: unknown = null;
  try {
    await readChatStream(streamOf(pieces), (text) => chunks.push(text));
  } catch (caught) {
    error = caught;
  }
  return { chunks, text: chunks.join(''), error };
}

describe('stream parser', () => {
  it('parses chunk, error and [DONE] lines, skipping blank separators and junk', () => {
    const parser = createStreamParser();
    expect(
      parser.push(
        'data: {"chunk":"배가 "}\n\ndata: {"chunk":"아파요."}\n\n: keep-alive\n\ndata: not json\n\ndata: {"error":"연결이 불안정합니다. 다시 시도해주세요."}\n\ndata: [DONE]\n\n',
      ),
    ).toEqual([
      { type: 'chunk', text: '배가 ' },
      { type: 'chunk', text: '아파요.' },
      { type: 'error', message: '연결이 불안정합니다. 다시 시도해주세요.' },
      { type: 'done' },
    ]);
  });

  it('keeps a line split across pushes until it is complete', () => {
    const parser = createStreamParser();
    expect(parser.push('data: {"chu')).toEqual([]);
    expect(parser.push('nk":"안녕')).toEqual([]);
    expect(parser.push('하세요"}\r\n\r\ndata: [DO')).toEqual([{ type: 'chunk', text: '안녕하세요' }]);
    expect(parser.push('NE]')).toEqual([]);
    expect(parser.end()).toEqual([{ type: 'done' }]);
  });
});

describe('reading a streamed reply', () => {
  it('delivers chunks in order and resolves on [DONE]', async () => {
    const result = await read([
      'data: {"chunk":"배가 너무 "}\n\n',
      'data: {"chunk":"아파서 왔어요."}\n\ndata: [DONE]\n\n',
    ]);
    expect(result.error).toBeNull();
    expect(result.chunks).toEqual(['배가 너무 ', '아파서 왔어요.']);
  });

  it('survives a Korean character split between two network chunks', async () => {
    const bytes = encoder.encode('data: {"chunk":"충수염"}\n\ndata: [DONE]\n\n');
    // Cut inside the three UTF-8 bytes of '수'.
    const cut = encoder.encode('data: {"chunk":"충').length + 1;
    const result = await read([bytes.slice(0, cut), bytes.slice(cut, cut + 3), bytes.slice(cut + 3)]);
    expect(result.error).toBeNull();
    expect(result.text).toBe('충수염');
  });

  it('accepts a final [DONE] without a trailing newline', async () => {
    const result = await read(['data: {"chunk":"네."}\n\n', 'data: [DONE]']);
    expect(result.error).toBeNull();
    expect(result.text).toBe('네.');
  });

  it('treats an empty reply as complete (the screen shows 무응답)', async () => {
    const result = await read(['data: [DONE]\n\n']);
    expect(result).toEqual({ chunks: [], text: '', error: null });
  });

  it('throws the server sentence of an error line, after the chunks before it', async () => {
    const result = await read([
      'data: {"chunk":"배가"}\n\ndata: {"error":"연결이 불안정합니다. 다시 시도해주세요."}\n\n',
    ]);
    expect(result.chunks).toEqual(['배가']);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({
      kind: 'stream',
      message: '연결이 불안정합니다. 다시 시도해주세요.',
    });
  });

  it('never shows an English error line raw', async () => {
    const result = await read(['data: {"error":"upstream reset"}\n\n']);
    expect(result.error).toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });

  it('a stream that ends without [DONE] is a lost connection', async () => {
    const result = await read(['data: {"chunk":"배가 "}\n\n']);
    expect(result.chunks).toEqual(['배가 ']);
    expect(result.error).toMatchObject({ kind: 'stream', message: NETWORK_ERROR_MESSAGE });
  });

  it('a connection that breaks mid-read is a lost connection', async () => {
    const result = await read(['data: {"chunk":"배가 "}\n\n', new TypeError('network error')]);
    expect(result.error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });
});
