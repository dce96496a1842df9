import { describe, expect, it } from 'vitest';
import { returnPath, withReturn } from './return-to';

const next = (value: string) => returnPath(new URLSearchParams({ next: value }));

describe('the page to come back to after signing in', () => {
  it('is a path of this site, with its query', () => {
    expect(next('/family/join?token=abc_DEF-123')).toBe('/family/join?token=abc_DEF-123');
    expect(returnPath(new URLSearchParams(withReturn('/login', '/family/join?token=a&b=c').split('?')[1]))).toBe(
      '/family/join?token=a&b=c',
    );
  });

  it('is never another site, a scheme or nothing', () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'family', ''])
      expect(next(bad), bad).toBeNull();
    expect(returnPath(new URLSearchParams())).toBeNull();
  });

  it('is carried to sign-in and registration only when there is one', () => {
    expect(withReturn('/register', null)).toBe('/register');
    expect(withReturn('/register', '/family/join?token=x')).toBe('/register?next=%2Ffamily%2Fjoin%3Ftoken%3Dx');
  });
});
