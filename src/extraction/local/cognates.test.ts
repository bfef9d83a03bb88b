import { describe, expect, it } from 'vitest';
import { englishCognate } from './cognates.ts';

describe('cognates', () => {
  it('reads the regular correspondences of German and French spelling to English', () => {
    const read = (w: string) => englishCognate(w);
    expect(['kardiologie', 'cardiologie', 'qualität', 'qualité', 'reservierung', 'bénéficiaire', 'referenz', 'klinik', 'telefon', 'numérique', 'dangereux', 'définitif'].map(read)).toEqual([
      'cardiology', 'cardiology', 'quality', 'quality', 'reservation', 'beneficiary', 'reference', 'clinic', 'telephone', 'numeric', 'dangerous', 'definitive',
    ]);
  });

  it('reads the regular correspondences of Spanish, Italian and Portuguese spelling to English, for a document in one of them', () => {
    const read = (w: string) => englishCognate(w, true);
    expect(['nitratos', 'conductividad', 'qualità', 'reparación', 'reparação', 'turbidez', 'parámetro', 'categoría', 'documento', 'activo'].map(read)).toEqual([
      'nitrate', 'conductivity', 'quality', 'reparation', 'reparation', 'turbidity', 'parameter', 'category', 'document', 'active',
    ]);
    // Elsewhere such words are names ("Campos") or words of no language.
    expect(['campos', 'nitratos', 'conductividad'].map((w) => englishCognate(w))).toEqual([null, null, null]);
  });

  it('leaves English words, short words and words with no English spelling alone', () => {
    for (const w of ['invoice', 'vente', 'votre', 'konto', 'rechnung', 'montant', 'zimmer']) expect(englishCognate(w)).toBeNull();
  });
});
