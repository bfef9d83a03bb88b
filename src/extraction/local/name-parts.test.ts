import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';
import { namePartAsked, namePartOf } from './name-parts.ts';

describe('parts of a person\'s name', () => {
  it('reads which part a field asks for, and "the first name listed" as none', () => {
    expect(namePartAsked('passenger_surname', "Passenger's last name")).toBe('family');
    expect(namePartAsked('student_first_name', 'First name of the pupil')).toBe('given');
    expect(namePartAsked('guestLastName', '')).toBe('family');
    expect(namePartAsked('main_debtor', 'who owes the money (the first name listed)')).toBe(null);
    expect(namePartAsked('customer_name', 'Name of the customer')).toBe(null);
  });

  it('cuts a written name into its family and given names as lists, forms and letters write them', () => {
    expect(namePartOf('OKONKWO / ADAEZE MS', 'family')).toBe('OKONKWO');
    expect(namePartOf('OKONKWO / ADAEZE MS', 'given')).toBe('ADAEZE');
    expect(namePartOf('Vermeulen, Noor', 'given')).toBe('Noor');
    expect(namePartOf('Adaeze OKONKWO', 'family')).toBe('OKONKWO');
    expect(namePartOf('Mrs Sanne van der Linden', 'family')).toBe('van der Linden');
    expect(namePartOf('Mrs Sanne van der Linden', 'given')).toBe('Sanne');
    expect(namePartOf('Linden', 'family')).toBe(null);
  });

  it('answers a surname or a given name asked of a name written family name first', async () => {
    const report = `PROPERTY IRREGULARITY REPORT
File reference:         CPHNV41872
Surname / Given name:   OKONKWO / ADAEZE MS
Flight:                 NV 264 / 14 MAR
Bag tag:                NV 512448`;
    const surname = await extractText(report, [{ name: 'passenger_surname', description: "Passenger's last name", type: 'text' }]);
    expect(surname.passenger_surname.value).toBe('OKONKWO');
    const given = await extractText(report, [{ name: 'passenger_first_name', description: '', type: 'text' }]);
    expect(given.passenger_first_name.value).toBe('ADAEZE');
  });
});
