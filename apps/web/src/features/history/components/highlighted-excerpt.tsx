import { excerptParts, type Excerpt } from '@brightpath/shared/history';

/** A matching message's excerpt with the matched words marked: text only, the marks placed from the server's ranges. */
export function HighlightedExcerpt({ excerpt }: { excerpt: Excerpt }) {
  return (
    <>
      {excerptParts(excerpt).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 font-medium text-ink-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
