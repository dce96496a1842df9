/** One server-sent event: its name ('message' when the stream gives none) and its data lines joined by '\n'. */
export type SseEvent = { event: string; data: string; id?: string };

/**
 * An incremental parser for text/event-stream (the WHATWG rules that matter here): lines end with
 * CRLF, LF or CR; a blank line dispatches; `event:`, `data:` and `id:` fields; `:` starts a comment.
 * Chunks may split anywhere, even between the CR and LF of one line ending.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  // A chunk that ended in CR: if the next one starts with LF, that LF belongs to the same line ending.
  let skipLeadingLf = false;
  let eventName = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // 'retry' and unknown fields are ignored: the client does not reconnect a reply stream.
  };

  return {
    push(chunk: string) {
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        line(buffer.slice(start, i));
        if (ch === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /**
     * The stream is over. The standard drops an event that no blank line closed; we still deliver it,
     * so a server that forgets the final blank line does not lose its last event (usually `done`).
     */
    end() {
      if (buffer !== '') line(buffer);
      buffer = '';
      dispatch();
    },
  };
}
