import { describe, expect, it } from 'vitest';
import { tokenFromInput } from './reset-password-form';

describe('tokenFromInput', () => {
  it('takes a pasted code as it is, trimmed', () => {
    expect(tokenFromInput('  abc_DEF-123  ')).toBe('abc_DEF-123');
  });

  it('takes the code out of a pasted link', () => {
    expect(tokenFromInput('http://localhost:3000/authentication?reset=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromInput('https://example.test/authentication?lang=de&reset=a%2Db#top')).toBe('a-b');
  });
});
