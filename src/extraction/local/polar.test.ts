import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { analyzeField } from './field.ts';
import { polarCandidates, polarOptions } from './polar.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text }] }]);
const answers = (text: string, name: string, description = '') => {
  const q = analyzeField({ name, description, type: 'single_select', options: ['Yes', 'No'] });
  return polarCandidates(docOf(text), q, { yes: 'Yes', no: 'No' }).map((c) => [c.value, c.page.text.slice(c.start, c.end)]);
};

describe('a yes-or-no field', () => {
  it('is one whose only options say yes and no, in any of the languages read, but one for a document that does not say', () => {
    expect(polarOptions(['Yes', 'No'])).toEqual({ yes: 'Yes', no: 'No' });
    expect(polarOptions(['Nein', 'Ja'])).toEqual({ yes: 'Ja', no: 'Nein' });
    expect(polarOptions(['Yes', 'No', 'Unknown'])).toEqual({ yes: 'Yes', no: 'No' });
    expect(polarOptions(['Yes', 'No', 'Not stated'])).toEqual({ yes: 'Yes', no: 'No' });
    expect(polarOptions(['Yes', 'No', 'Maybe'])).toBeNull();
    expect(polarOptions(['Card', 'Cash'])).toBeNull();
  });

  it('is answered by a line that names its thing: yes, or no when the line says no to it', () => {
    expect(answers('Claim form\nFortunately nobody was injured in the accident.', 'injuries')).toEqual([['No', 'injured']]);
    expect(answers('Claim form\nTwo passengers were injured and taken to hospital.', 'injuries')).toEqual([['Yes', 'injured']]);
    expect(answers('Terms\nThe subscription renews automatically each year.', 'automatic_renewal')).toEqual([['Yes', 'renews']]);
    // German through the glossary.
    expect(answers('Bedingungen\nEine Verlängerung ist nicht vorgesehen.', 'extension')).toEqual([['No', 'Verlängerung']]);
  });

  it('is not answered by lines that name none of it', () => {
    expect(answers('Claim form\nThe car was parked outside the house.', 'injuries')).toEqual([]);
  });

  it('meets a word of the thing\'s own family in French or German ("blessé" for injury)', () => {
    expect(answers('Déclaration de sinistre\nIl n’y a pas eu de blessé.', 'personal_injury')).toEqual([['No', 'blessé']]);
  });

  it('reads the description\'s words where no line names the thing by its name, as weaker evidence', () => {
    const doc = docOf('Order form\nThis subscription renews each year unless cancelled.');
    const q = analyzeField({ name: 'evergreen', description: 'renews without action', type: 'single_select', options: ['Yes', 'No'] });
    const found = polarCandidates(doc, q, { yes: 'Yes', no: 'No' });
    expect(found.map((c) => c.value)).toEqual(['Yes']);
    expect(found[0].f.opt_cover).toBe(0.25);
    expect(answers('Order form\nThis subscription renews each year unless cancelled.', 'evergreen')).toEqual([]);
  });
});
