import { Doc } from '../../src/extraction/local/doc.ts';
import { plan, build } from '../../src/extraction/local/engine.ts';
import { sideOfParty } from '../../src/extraction/local/candidates/direction.ts';
const text = process.argv[2].replace(/\\n/g, '\n');
const doc = new Doc([{ dataSourceId: 'd', name: 'x', pages: [{ page: 1, text }] }]);
const [task] = plan([{ name: process.argv[3], description: process.argv[4], type: process.argv[5] as any }]);
build(doc, task);
console.log('q.side', task.q.side, 'q.party', task.q.party, task.q.party ? sideOfParty(doc, task.q.party) : '');
for (const c of task.cands) console.log(JSON.stringify(c.value), 'side', c.ctx.side, 'left', [...c.ctx.left]);
