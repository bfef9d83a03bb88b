import { describe, expect, it } from 'vitest';
import { spellsName } from './emails.ts';

describe('an address that spells a name', () => {
  it('reads the name in its parts, an initial, reversed or run together', () => {
    expect(spellsName('camille_roux', ['Camille', 'Roux'])).toBe(true);
    expect(spellsName('camille.roux42', ['Camille', 'Roux'])).toBe(true);
    expect(spellsName('roux.camille', ['Camille', 'Roux'])).toBe(true);
    expect(spellsName('c.roux', ['Camille', 'Roux'])).toBe(true);
    expect(spellsName('camilleroux', ['Camille', 'Roux'])).toBe(true);
    expect(spellsName('elodie.marchand', ['Élodie', 'Marchand'])).toBe(true);
    expect(spellsName('camille.roux', ['Mrs', 'Camille', 'Roux'])).toBe(true);
  });

  it('does not read a role, one word alone or another person in an address', () => {
    expect(spellsName('support', ['Camille', 'Roux'])).toBe(false);
    expect(spellsName('roux', ['Camille', 'Roux'])).toBe(false);
    expect(spellsName('c.r', ['Camille', 'Roux'])).toBe(false);
    expect(spellsName('camille.dupont', ['Camille', 'Roux'])).toBe(false);
    expect(spellsName('camille_roux', ['Roux'])).toBe(false);
  });
});
