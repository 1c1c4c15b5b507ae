import { describe, expect, it } from 'vitest';
import { fill } from './fill';
import { messages, networkMessages, notificationTexts } from './index';

describe('fill', () => {
  it('replaces every placeholder, each as often as it appears', () => {
    expect(fill('{count} / {max} caractères, {count} saisis', { count: 3, max: 10 })).toBe(
      '3 / 10 caractères, 3 saisis',
    );
  });

  it('fills the French texts of the product', () => {
    expect(fill(messages.dashboard.greeting, { name: 'Camille' })).toBe('Bonjour Camille');
    expect(fill(notificationTexts.connectionRequest, { name: 'Léa Martin' })).toBe(
      'Léa Martin souhaite se connecter avec vous.',
    );
    expect(fill(networkMessages.connectedSince, { date: '3 mars 2025' })).toBe(
      'Connectés depuis le 3 mars 2025',
    );
  });

  it('writes 0 and empty values, and leaves a placeholder without a value as written', () => {
    expect(fill('{count} non lues', { count: 0 })).toBe('0 non lues');
    expect(fill('[{name}]', { name: '' })).toBe('[]');
    const text: string = 'Bonjour {name}, {missing}';
    expect(fill(text, { name: 'Camille' })).toBe('Bonjour Camille, {missing}');
  });

  it('does not read inherited properties as values', () => {
    const text: string = '{toString} {constructor}';
    expect(fill(text, {})).toBe('{toString} {constructor}');
  });

  it('leaves braces that are not a placeholder alone', () => {
    const text: string = '{ pas un jeton } {name}';
    expect(fill(text, { name: 'x' })).toBe('{ pas un jeton } x');
  });
});
