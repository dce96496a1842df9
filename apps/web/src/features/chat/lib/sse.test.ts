import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(chunks: string[], end = true) {
  const events: SseEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const c of chunks) parser.push(c);
  if (end) parser.end();
  return events;
}

const stream =
  'event: meta\ndata: {"conversationId":1}\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"response":"Hello"}\n\n';
const expected: SseEvent[] = [
  { event: 'meta', data: '{"conversationId":1}' },
  { event: 'delta', data: '{"text":"Hel"}' },
  { event: 'delta', data: '{"text":"lo"}' },
  { event: 'done', data: '{"response":"Hello"}' },
];

describe('createSseParser', () => {
  it('parses several events in one chunk', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('gives the same events however the stream is split, even inside a field name or a line ending', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(parse(chunks)).toEqual(expected);
    }
    // Every single split point.
    for (let i = 1; i < stream.length; i++) expect(parse([stream.slice(0, i), stream.slice(i)])).toEqual(expected);
  });

  it('accepts CRLF and CR line endings, also with CR and LF in different chunks', () => {
    const crlf = stream.replace(/\n/g, '\r\n');
    expect(parse([crlf])).toEqual(expected);
    for (let i = 1; i < crlf.length; i++) expect(parse([crlf.slice(0, i), crlf.slice(i)])).toEqual(expected);
    expect(parse([stream.replace(/\n/g, '\r')])).toEqual(expected);
  });

  it('does not dispatch an event before its blank line arrives', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('event: delta\ndata: {"text":"a"}\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('joins data lines, ignores comments and unknown fields, defaults the name to message', () => {
    expect(parse([': keep-alive\n\ndata: one\ndata: two\nretry: 100\nfoo: bar\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('keeps spaces after the first one and handles a field with no colon', () => {
    expect(parse(['data:  padded\n\ndata\n\n'])).toEqual([
      { event: 'message', data: ' padded' },
      { event: 'message', data: '' },
    ]);
  });

  it('does not dispatch an event with no data, and resets the name after each event', () => {
    expect(parse(['event: ping\n\ndata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps the last id', () => {
    expect(parse(['id: 7\nevent: delta\ndata: a\n\n'])).toEqual([{ event: 'delta', data: 'a', id: '7' }]);
  });

  it('delivers a last event that the stream closed without a blank line', () => {
    expect(parse(['event: done\ndata: {"ok":true}'])).toEqual([{ event: 'done', data: '{"ok":true}' }]);
    expect(parse(['event: done\ndata: {"ok":true}\n'])).toEqual([{ event: 'done', data: '{"ok":true}' }]);
  });

  it('keeps unicode split across chunks intact (the caller decodes bytes with a streaming TextDecoder)', () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"½ and π"}\n\n');
    const decoder = new TextDecoder();
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    for (const b of bytes) parser.push(decoder.decode(new Uint8Array([b]), { stream: true }));
    parser.end();
    expect(events).toEqual([{ event: 'delta', data: '{"text":"½ and π"}' }]);
  });
});
