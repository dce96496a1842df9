import { memo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
// KaTeX's stylesheet and fonts load with the chat route only (this module is part of its chunk).
import 'katex/dist/katex.min.css';
import './chat-markdown.css';
import { prepareMath } from '../lib/math-delimiters';
import { safeHref } from '../lib/safe-href';

const remarkPlugins: ComponentProps<typeof Markdown>['remarkPlugins'] = [remarkGfm, remarkMath];
// trust: false keeps \href, \url and \htmlClass inert; a formula the model got wrong shows as red source, not an error.
const rehypePlugins: ComponentProps<typeof Markdown>['rehypePlugins'] = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false }],
];

const components: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  },
  // No remote images (DESIGN.md section 5): the description stays, the picture is not fetched.
  img: ({ alt }) => (alt ? <span className="chat-image-alt">[{alt}]</span> : null),
};

/**
 * A tutor reply as markdown with maths. Raw HTML is skipped (react-markdown's default, and skipHtml),
 * links are only http(s) or paths of this site, images are not fetched.
 */
export const ChatMarkdown = memo(function ChatMarkdown({ content }: { content: string }) {
  return (
    <div className="chat-markdown">
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components} urlTransform={safeHref} skipHtml>
        {prepareMath(content)}
      </Markdown>
    </div>
  );
});
