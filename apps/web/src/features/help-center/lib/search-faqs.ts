import type { Faq } from './faqs';

/** Lower case, without accents, punctuation as spaces: 'Où?' and 'ou' are the same word. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

const words = (query: string) => fold(query).split(' ').filter(Boolean);

/** A word of the query is found as the start of, or inside, a word of the text; 'plans' also finds 'plan'. */
function found(haystack: string, word: string): boolean {
  if (haystack.includes(word)) return true;
  return word.length > 3 && word.endsWith('s') && haystack.includes(word.slice(0, -1));
}

/**
 * The questions whose question, answer or category hold every word of the query, in their order; all of them for a
 * blank query.
 */
export function searchFaqs(faqs: readonly Faq[], query: string): Faq[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = ` ${fold([faq.category, faq.question, ...faq.answer].join(' '))} `;
    return wanted.every((w) => found(haystack, w));
  });
}
