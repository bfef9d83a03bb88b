import { findGroupedIds, findIds } from '../../src/extraction/values/index.ts';
for (const t of ['ABN 51 824 753 556  |  MVR Licence No. 3298114', 'Library card number: 2 9087 00482 1173', 'Account Number:     2034 5567 81', 'Flight 2:   CZ 3315   São Paulo']) console.log(JSON.stringify(t), findGroupedIds(t).map((m) => m.value), findIds(t).map((m) => m.value));
