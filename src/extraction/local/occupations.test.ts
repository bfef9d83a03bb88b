import { describe, expect, it } from 'vitest';
import { tokenize } from '../text.ts';
import { Doc } from './doc.ts';
import { analyzeField } from './field.ts';
import { candidatesFor } from './candidates/index.ts';
import { isJobTitle, jobTitlesIn } from './occupations.ts';

const titlesIn = (line: string) => {
  const t = tokenize(line);
  return jobTitlesIn(t, line).map(([s, e]) => line.slice(t[s].start, t[e].end));
};

describe('job titles', () => {
  it('reads English titles by their last word, or by their first before "of"', () => {
    for (const title of ['Senior Accountant', 'Development Director', 'Warehouse Team Leader', 'Chief Executive Officer', 'Head of Marketing and Sales', 'Director of Finance']) {
      expect(isJobTitle(tokenize(title)), title).toBe(true);
    }
  });

  it('reads French titles by their first word and German ones by the end of the compound', () => {
    for (const title of ['Responsable logistique', 'Chargée de communication', 'Directeur général', 'Schatzmeisterin', 'Vorstandsvorsitzende', 'Vertriebsleiter']) {
      expect(isJobTitle(tokenize(title)), title).toBe(true);
    }
  });

  it("takes no person's name, firm's name or document title for one, though surnames are jobs too", () => {
    for (const name of ['Ben Carter', 'Ann Miller', 'Tom Cook', 'Ridgeway Builders', 'Hallberg Accountants', 'Customer Service', 'Purchase Order', 'Derek Simmons']) {
      expect(isJobTitle(tokenize(name)), name).toBe(false);
    }
  });

  it('finds a title inside a line and stops at the words around it', () => {
    expect(titlesIn('Application for Senior Accountant (Job ID VAC-568-MUC)')).toEqual(['Senior Accountant']);
    expect(titlesIn('I saw your advertisement for a Senior Accountant on Indeed.')).toEqual(['Senior Accountant']);
    expect(titlesIn('Staff Accountant – Lakeshore Logistics Inc.')).toEqual(['Staff Accountant']);
    expect(titlesIn('candidature au poste de Responsable logistique (H/F) au sein de votre société')).toEqual(['Responsable logistique']);
    expect(titlesIn('Birgit Hoffmann, Schatzmeisterin')).toEqual(['Schatzmeisterin']);
  });
});

describe('job titles as candidates', () => {
  const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_JOBS000000', name: 'doc', pages: [{ page: 1, text }] }]);

  it("offers a title inside a line, with a job advert's gender mark, and marks a title as no person's name", () => {
    const text = 'Objet : candidature au poste de Comptable fournisseurs (H/F)\nMadame,\n...\nYours sincerely,\nDerek Simmons\nDevelopment Director';
    const cands = candidatesFor(docOf(text), 'text');
    const span = (c: (typeof cands)[number]) => text.slice(c.start, c.end);
    expect(cands.filter((c) => c.f.c_job).map(span)).toEqual(expect.arrayContaining(['Comptable fournisseurs (H/F)', 'Development Director']));
    expect(cands.filter((c) => span(c) === 'Development Director').every((c) => c.f.c_job === 1 && !c.f.c_person)).toBe(true);
    expect(cands.filter((c) => span(c) === 'Derek Simmons').some((c) => c.f.c_person === 1 && !c.f.c_job)).toBe(true);
  });
});

describe('fields that ask for a job', () => {
  const classes = (name: string, description = '') => analyzeField({ name, description, type: 'text' }).classes;

  it("asks for the title, not the person, by a job's word or by 'title' beside someone", () => {
    for (const [name, description] of [['position_of_signer', ''], ['signatory_title', ''], ['role_applied_for', ''], ['title', 'job title of the contact'], ['position', 'which job the letter is about']]) {
      const c = classes(name, description);
      expect([c.job, c.person, c.org, c.title], name).toEqual([1, 0, 0, 0]);
    }
  });

  it("leaves a document's title and a person's name alone", () => {
    expect(classes('title', 'title of the report').job).toBe(0);
    expect(classes('signatory_name').job).toBe(0);
    expect(classes('applicant', 'name of the person applying').job).toBe(0);
  });
});
