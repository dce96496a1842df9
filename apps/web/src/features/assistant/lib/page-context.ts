import { ASSISTANT_LIMITS } from '@brightpath/shared/assistant';
import { DB_ID_MAX } from '@brightpath/shared/fields';

/** What the URL says about the page: its path, the chat's subject (/chat/:subjectId or ?subject=) and topic (?skill=). */
export type PageContext = { currentPage: string; subjectId?: number; topic?: string };

function parseId(value: string | null | undefined) {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= DB_ID_MAX ? id : undefined;
}

export function pageContext(pathname: string, search: string): PageContext {
  const params = new URLSearchParams(search);
  const context: PageContext = { currentPage: pathname.slice(0, ASSISTANT_LIMITS.pageMax) || '/' };
  if (pathname === '/chat' || pathname.startsWith('/chat/')) {
    const subjectId = parseId(pathname.split('/')[2]) ?? parseId(params.get('subject'));
    if (subjectId !== undefined) context.subjectId = subjectId;
    const topic = params.get('skill')?.trim().slice(0, ASSISTANT_LIMITS.subjectMax);
    if (topic) context.topic = topic;
  }
  return context;
}
