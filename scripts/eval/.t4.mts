import { Doc } from '../../src/extraction/local/doc.ts';
import { candidatesFor } from '../../src/extraction/local/candidates/index.ts';
const text = process.argv[2].replace(/\\n/g, '\n');
const doc = new Doc([{ dataSourceId: 'd', name: 'x', pages: [{ page: 1, text }] }]);
for (const c of candidatesFor(doc, process.argv[3] as any)) console.log(c.kind, JSON.stringify(c.value), 'left', [...c.ctx.left], 'sep', c.ctx.leftSep, 'lab', c.ctx.leftLabel, 'above', [...c.ctx.above]);
