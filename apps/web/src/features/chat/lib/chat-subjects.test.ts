import { describe, expect, it } from 'vitest';
import type { Subject } from '@brightpath/shared/subjects';
import { findSubject, parseSubjectId, subjectsToOffer } from './chat-subjects';

const subject = (id: number, name = `S${id}`): Subject => ({
  id,
  name,
  description: '',
  category: 'Academic',
  icon: 'book-open',
  minAge: 4,
  maxAge: 120,
});

describe('subjectsToOffer', () => {
  it('prefers the chosen subjects, then those for the age, then all', () => {
    const lists = { chosen: [subject(2)], forAge: [subject(1), subject(2)], all: [subject(1), subject(2), subject(3)] };
    expect(subjectsToOffer(lists)).toEqual({ subjects: [subject(2)], source: 'chosen' });
    expect(subjectsToOffer({ ...lists, chosen: [] })).toEqual({ subjects: lists.forAge, source: 'age' });
    expect(subjectsToOffer({ chosen: [], forAge: [], all: lists.all })).toEqual({ subjects: lists.all, source: 'all' });
    expect(subjectsToOffer({})).toEqual({ subjects: [], source: 'all' });
  });
});

describe('findSubject', () => {
  it('looks in every loaded list', () => {
    expect(findSubject({ chosen: [subject(1)], all: [subject(9, 'Nine')] }, 9)?.name).toBe('Nine');
    expect(findSubject({ chosen: [subject(1)] }, 9)).toBeUndefined();
  });
});

describe('parseSubjectId', () => {
  it('accepts positive integers only', () => {
    expect(parseSubjectId('3')).toBe(3);
    expect(parseSubjectId('0')).toBeNull();
    expect(parseSubjectId('-1')).toBeNull();
    expect(parseSubjectId('1.5')).toBeNull();
    expect(parseSubjectId('abc')).toBeNull();
    expect(parseSubjectId('')).toBeNull();
    expect(parseSubjectId(null)).toBeNull();
    expect(parseSubjectId('12345678901')).toBeNull();
  });
});
