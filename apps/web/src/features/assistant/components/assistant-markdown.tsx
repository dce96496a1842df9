import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  },
  // No remote images (DESIGN.md section 5): the description stays, the picture is not fetched.
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
};

/**
 * An answer as simple markdown (paragraphs, lists, bold, code). Raw HTML is skipped and react-markdown's default
 * URL filter drops javascript: links. No maths: quick answers stay light, and KaTeX loads with the chat page only.
 */
export const AssistantMarkdown = memo(function AssistantMarkdown({ content }: { content: string }) {
  return (
    <div className="space-y-2 break-words [&_code]:rounded [&_code]:bg-surface-200 [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {content}
      </Markdown>
    </div>
  );
});
