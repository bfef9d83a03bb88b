import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { isSingle, settle } from './claims.ts';
import { Doc } from './doc.ts';
import { prepare, rank } from './engine.ts';
import { extractText } from './test-kit.ts';
import { buildModel, defaultModel } from './model.ts';

const extract = extractText;

const field = (name: string, description: string, type: FieldDefinition['type']): FieldDefinition => ({ name, description, type });

describe('one span answers one field', () => {
  it('leaves a field the document lacks empty instead of taking a value labelled for another field of the request', async () => {
    const r = await extract('Invoice number: INV-20931\nDue date: 2024-04-02\nTotal: $1,250.00', [
      field('invoice_number', 'The invoice number', 'id_alphanumeric'),
      field('purchase_order', 'Purchase order reference', 'id_alphanumeric'),
      field('due_date', 'When payment is due', 'date'),
      field('order_date', 'Date of the order', 'date'),
      field('total', 'Total amount', 'currency'),
      field('deposit', 'Deposit paid', 'currency'),
    ]);
    expect([r.invoice_number.value, r.due_date.value, r.total.value]).toEqual(['INV-20931', '2024-04-02', 1250]);
    for (const absent of [r.purchase_order, r.order_date, r.deposit]) {
      expect(absent.value, absent.name).toBeNull();
      expect(absent.confidence, absent.name).toBeLessThan(0.3);
    }
  });

  it('answers a customer\'s name read from an address and the address itself, each for its own field', async () => {
    const r = await extract(
      'Demande 947597\nClient: camille_roux@orange.fr\nOuvert le: 5 septembre 2023\n\nMadame, Monsieur,\nJ\'ai acheté un four le 3 janvier 2021.\n\nBien à vous,\nCamille Roux\n14 rue Nationale\n59000 Lille',
      [field('customer_name', 'Name of the customer who raised the claim', 'text'), field('customer_email', 'E-mail address of the customer', 'text')],
    );
    expect([r.customer_name.value, r.customer_email.value]).toEqual(['Camille Roux', 'camille_roux@orange.fr']);
  });

  it('does not answer with another field\'s value together with its label', async () => {
    const r = await extract('Customer: Harbor Media GmbH\nSupplier: Nordlicht Systems AG\nContract date: 2024-01-05', [
      field('customer', 'Name of the customer', 'text'),
      field('supplier', 'Name of the supplier', 'text'),
      field('carrier', 'Name of the shipping carrier', 'text'),
      field('contract_date', 'Date of the contract', 'date'),
      field('start_date', 'Date the service starts', 'date'),
    ]);
    expect([r.customer.value, r.supplier.value, r.contract_date.value]).toEqual(['Harbor Media GmbH', 'Nordlicht Systems AG', '2024-01-05']);
    expect(r.carrier.value).toBeNull();
    expect(r.start_date.value).toBeNull();
  });

  it('does not offer a block of lines that holds other fields\' values with their labels, whatever the weights', () => {
    const doc = new Doc([{ dataSourceId: 'ds_AAAAAAAAAA', name: 'doc.txt', pages: [{ page: 1, text: 'Customer: Harbor Media GmbH\nSupplier: Nordlicht Systems AG\nContract date: 2024-01-05' }] }]);
    const tasks = prepare(doc, [field('customer', 'Name of the customer', 'text'), field('supplier', 'Name of the supplier', 'text'), field('carrier', 'Name of the shipping carrier', 'text')]);
    const carrier = tasks.find((t) => t.q.def.name === 'carrier')!;
    const settled = settle(defaultModel(), tasks.filter(isSingle));
    const block = 'Customer: Harbor Media GmbH Supplier: Nordlicht Systems AG';
    expect(rank(defaultModel(), carrier).ranked.map((r) => r.cands[0].value)).toContain(block);
    expect(settled.get(carrier)!.ranked.map((r) => r.cands[0].value)).not.toContain(block);
  });

  it('still answers a value that stands inside another field\'s longer answer', async () => {
    const r = await extract('Subject: Charged twice for order WEB-2024-0193\nStatus: Open\n\nI would like a refund of $49.99 to my card.', [
      field('subject', 'Subject line of the ticket', 'text'),
      field('order_reference', 'Order number the customer refers to', 'id_alphanumeric'),
      field('refund_amount', 'Refund amount asked for', 'currency'),
      field('refund_request', 'The sentence asking for a refund', 'verbatim'),
    ]);
    expect(r.subject.value).toBe('Charged twice for order WEB-2024-0193');
    expect(r.order_reference.value).toBe('WEB-2024-0193');
    expect(r.refund_amount.value).toBe(49.99);
    expect(r.refund_request.value).toBe('I would like a refund of $49.99 to my card.');
  });

  it('gives the share the model says of a span another field holds to "none", shares out the rest among the answers left, and reads the signals again', () => {
    const doc = new Doc([{ dataSourceId: 'ds_AAAAAAAAAA', name: 'doc.txt', pages: [{ page: 1, text: 'Invoice number: INV-20931\nRef 7731-B\nDue date: 2024-04-02' }] }]);
    const tasks = prepare(doc, [field('invoice_number', 'The invoice number', 'id_alphanumeric'), field('purchase_order', 'Purchase order reference', 'id_alphanumeric')]);
    const po = tasks.find((t) => t.q.def.name === 'purchase_order')!;
    const INVOICE = JSON.stringify('INV-20931');
    for (const share of [0, 0.25, 1]) {
      const model = buildModel({ ...defaultModel().data, heldToNone: share });
      const settled = settle(model, tasks.filter(isSingle));
      const before = rank(model, po);
      const after = settled.get(po)!;
      // The invoice number was in the running for the purchase order and is taken from it.
      expect(before.ranked.map((r) => r.key)).toContain(INVOICE);
      expect(after.ranked.map((r) => r.key)).not.toContain(INVOICE);
      const held = before.ranked.find((r) => r.key === INVOICE)!.p;
      const total = 1 - (1 - share) * held;
      expect(after.ranked.reduce((sum, r) => sum + r.p, after.none)).toBeCloseTo(1, 6);
      expect(after.none).toBeCloseTo((before.none + share * held) / total, 6);
      const runnerUp = after.ranked[0];
      expect(runnerUp.p).toBeCloseTo(before.ranked.find((r) => r.key === runnerUp.key)!.p / total, 6);
      expect(runnerUp.signals.rivals).toBe(after.ranked.length - 1);
      expect(runnerUp.confidence).toBeCloseTo(model.calibrate(runnerUp.p, false, po.q.group, runnerUp.signals), 6);
    }
  });
});
