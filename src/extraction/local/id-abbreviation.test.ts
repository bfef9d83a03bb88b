import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { analyzeFields } from './field.ts';
import { idAbbreviation, idFieldWords } from './id-abbreviation.ts';

const id = (name: string, description = ''): FieldDefinition => ({ name, description, type: 'id_alphanumeric' });

describe('an id read by the letters it begins with', () => {
  const [account, customerPo, invoice, rfq] = analyzeFields([
    id('account id'),
    id('customer_po', 'Purchase order number of the customer'),
    id('invoice_number'),
    id('rfq_number', 'request for quotation'),
  ]).map(idFieldWords);

  it("speaks for the field whose word the letters abbreviate, and against the request's other fields", () => {
    expect(idAbbreviation('ACC-50441', account)).toBe('own');
    expect(idAbbreviation('INV-93452', account)).toBe('other');
    expect(idAbbreviation('INV/93452', invoice)).toBe('own');
  });

  it('reads what is numbered from the last word of the name, initials and an acronym spelled out', () => {
    // "customer_po" numbers a purchase order: a customer number is not its answer.
    expect(idAbbreviation('PO-1187', customerPo)).toBe('own');
    expect(idAbbreviation('CUST-8796', customerPo)).toBeNull();
    expect(idAbbreviation('REQ-8298', rfq)).toBe('own');
  });

  it('says nothing of letters that only say "number", of letters run into more letters, or of two letters that are no word', () => {
    expect(idAbbreviation('REF-2291', account)).toBeNull();
    expect(idAbbreviation('NO. 2291', account)).toBeNull();
    expect(idAbbreviation('MSCU1224289', invoice)).toBeNull();
    expect(idAbbreviation('AC-1224289', account)).toBeNull();
    expect(idAbbreviation('50441', account)).toBeNull();
  });

  it('reads the acronym a field is named by, then a space, as the label of the id and not its start ("ABN 51 824 753 556")', () => {
    const [abn] = analyzeFields([id('supplier_abn', 'ABN of the cleaning company')]).map(idFieldWords);
    expect(idAbbreviation('ABN 51 824 753 556', abn)).toBeNull();
    expect(idAbbreviation('ABN-51824', abn)).toBe('own');
    expect(idAbbreviation('INV 93452', invoice)).toBe('own');
  });

  it("reads no initials from a possessive's \"s\": a sales order's \"SO\" is not the customer's own purchase order", () => {
    const [own] = analyzeFields([id('customer_po', "Customer's own purchase order number")]).map(idFieldWords);
    expect(idAbbreviation('SO-961750', own)).toBeNull();
    expect(idAbbreviation('PO-961750', own)).toBe('own');
  });
});
