import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { analyzeField } from './field.ts';
import { polarCandidates, polarOptions } from './polar.ts';
import { extractText } from './test-kit.ts';

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

describe('statements ticked on a form', () => {
  it('answers yes for a ticked statement and no for one whose box is empty, whatever the negation says', async () => {
    const form = [
      "SECTION A - STUDENT DETAILS",
      "Student name:    Isla Margaret Nguyen             Year level / Form: 9C",
      "Date of birth:   11/03/2011                       Student ID: BRS22418",
      "",
      "SECTION B - CONSENT",
      "I, (parent/guardian name)  Thanh Nguyen  , being the parent/guardian of the",
      "above student:",
      "  [x] give permission for my child to attend the activity described above.",
      "  [ ] do NOT give permission for my child to attend.",
      "  [x] give permission for my child to take part in water-based activities",
      "      (canoeing, supervised swimming at Norman Beach).",
      "  [ ] consent to photographs/video of my child being used in school",
      "      publications and on the school's social media channels.",
      "  [x] authorise the teacher in charge to seek medical or dental treatment,",
      "      including ambulance transport, if I cannot be contacted.",
    ].join('\n');
    const out = await extractText(form, [
      { name: 'attendance_consent', description: 'Did the parent give permission for the child to attend?', type: 'single_select', options: ['Yes', 'No'] },
      { name: 'photo_consent', description: 'Photo/video consent for school publications and social media', type: 'single_select', options: ['Yes', 'No'] },
    ]);
    expect([out.attendance_consent.value, out.photo_consent.value]).toEqual(['Yes', 'No']);
  });

  it('reads a statement in a language the gated lists read, and its negation ("får INTE delta")', async () => {
    const form = [
      'Ekbackeskolan                                   Upplands Väsby kommun',
      '',
      'Klass 8B åker på klassresa onsdag 4 juni 2025. Lämna talongen till mentor senast fredag 9 maj 2025.',
      'Vi besöker Kolmården och är tillbaka på torsdagen. Det är viktigt att ni svarar, eller ringer oss från skolan.',
      '',
      'TALONG - KLASSRESA 8B',
      'Elevens namn: Alva Nyström',
      '☐ Mitt barn får delta i klassresan.',
      '☒ Mitt barn får INTE delta i klassresan.',
      '',
      '☐ Mitt barn får bada.',
      '☒ Mitt barn får bada endast med flytväst.',
      '☐ Mitt barn får inte bada.',
    ].join('\n');
    const out = await extractText(form, [
      { name: 'participation_consent', description: 'Whether the guardian allows the child to go on the trip.', type: 'single_select', options: ['Yes', 'No'] },
      { name: 'swimming_permission', description: 'What the guardian decided about swimming.', type: 'single_select', options: ['Allowed', 'Allowed only with life jacket', 'Not allowed'] },
    ]);
    expect([out.participation_consent.value, out.swimming_permission.value]).toEqual(['No', 'Allowed only with life jacket']);
  });
});
